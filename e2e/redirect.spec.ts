import { expect, test } from './support/fixtures';

test.describe('redirect screen', () => {
  test('logs in with the embedded token and reaches the dashboard after a second', async ({ page }) => {
    const started = Date.now();
    await page.goto('./#/redirect?token=demo-token&uid=2&eid=500&state=dashboard');
    await expect(page.getByRole('status')).toHaveText('Entrando en la aplicación…');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(page.getByTestId('active-entity')).toHaveText('Farmacia Llorente · 500');
  });

  test('defaults the state to the dashboard', async ({ page }) => {
    await page.goto('./#/redirect?token=demo-token&uid=2&eid=500');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
  });

  test('opens the entity report for mainreport with the entity_dashboard right', async ({ page }) => {
    await page.goto('./#/redirect?token=demo-token&uid=2&eid=500&state=mainreport');
    await expect(page).toHaveURL(/#\/app-h\/mainpanel$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Ventas · / })).toBeVisible();
  });

  // A missing right, an unknown state and a failed embedded login are tested in
  // test/ui/session/redirect.screen.test.tsx.
  test('logs out the previous user first', async ({ page }) => {
    await page.goto('./#/redirect?token=demo-token&uid=2&eid=500&state=dashboard');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await page.goto('./#/redirect?token=demo-token&uid=5&eid=900&state=dashboard');
    await expect(page.getByTestId('active-entity')).toHaveText('Farmacia Demostración · 900');
  });
});
