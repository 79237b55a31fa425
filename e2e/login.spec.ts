import { expect, expectAccessible, signIn, test } from './support/fixtures';

test.describe('login', () => {
  test('shows the user and password fields, the button and one of the four backgrounds', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeDisabled();
    const background = await page.getByTestId('login-screen').getAttribute('data-background');
    expect(['1', '2', '3', '4']).toContain(background);
    await expect(page).toHaveTitle('[PREV] Backoffice Farmacias · Acceso');
    await expectAccessible(page);
  });

  // index.html says the application is loading while its files download (a slow connection would
  // otherwise show a blank page), and nothing of it is left once the first screen is drawn.
  test('says it is loading until the first screen is drawn, and asks for JavaScript where it is off', async ({ page, browser }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page's load waits for the held script: wait only for the document.
    await page.goto('./', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText('Cargando el backoffice…');
    await expect(page.getByText('Esta aplicación necesita JavaScript.')).toBeHidden();
    release();
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
    await expect(page.getByText('Cargando el backoffice…')).toHaveCount(0);

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: (test.info().project.use.baseURL ?? '').toString() });
    try {
      const plain = await withoutScripts.newPage();
      await plain.goto('./');
      await expect(plain.getByText('Esta aplicación necesita JavaScript.')).toBeVisible();
      await expect(plain.getByText('Cargando el backoffice…')).toBeHidden();
    } finally {
      await withoutScripts.close();
    }
  });

  // A wrong password (the message, what stays typed) is tested in test/app/app.test.tsx.
  test('lands the back-office user on the entity list', async ({ page }) => {
    await signIn(page, 'backoffice');
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin$/);
    await expect(page.getByRole('heading', { name: 'Entidades', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entidades' })).toBeVisible();
  });

  // The table's measures are custom properties that do not inherit (src-ui/shared/data-table.css): each
  // element that draws with one must still receive it from the table's root.
  test("hands the table's measured header height and scroll state down to its scroll shadows", async ({ page }) => {
    await signIn(page, 'backoffice');
    await expect(page.locator('.mantine-datatable tbody tr').first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const header = document.querySelector('.mantine-datatable thead')?.getBoundingClientRect().height ?? 0;
          const shadow = document.querySelector('.mantine-datatable-scroll-area-top-shadow');
          if (shadow === null) return 'no shadow';
          const style = getComputedStyle(shadow);
          return `top ${Math.abs(Number.parseFloat(style.top) - header) < 0.5 ? 'is the header height' : style.top}, opacity ${style.opacity}`;
        }),
      )
      .toBe('top is the header height, opacity 0');
  });

  test('lands the pharmacist of entity 500 on a dashboard with every pharmacy tile whose screen exists', async ({ page }) => {
    await signIn(page, 'farmacia');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await expect(page.getByTestId('active-entity')).toHaveText('Farmacia Llorente · 500');
    for (const tile of ['bi', 'evoCrm', 'evoMarketing', 'myWeb', 'timetables', 'expressOrders', 'appointments', 'spd']) {
      await expect(page.getByTestId(`tile-${tile}`)).toBeVisible();
    }
    // Every tile of hers leads to a screen; the legacy reports are the back office's.
    await expect(page.locator('[data-testid^="tile-"]')).toHaveCount(8);
    await expect(page.getByTestId('tile-legacyReports')).toHaveCount(0);
    await expect(page.getByTestId('tile-admin')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Entidades' })).toHaveCount(0);
  });

  test('gives the partner no timetables or express orders', async ({ page }) => {
    await signIn(page, 'socio');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('tile-myWeb')).toBeVisible();
    await expect(page.getByTestId('tile-timetables')).toHaveCount(0);
    await expect(page.getByTestId('tile-expressOrders')).toHaveCount(0);
  });

  test('gives the demo account, reduced to BI, EvoCRM and EvoMarketing, the ones whose screens are here', async ({ page }) => {
    await signIn(page, 'demo');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('tile-evoMarketing')).toBeVisible();
    await expect(page.getByTestId('tile-evoCrm')).toBeVisible();
    await expect(page.getByTestId('tile-bi')).toBeVisible();
    await expect(page.locator('[data-testid^="tile-"]')).toHaveCount(3);
  });

  test('gives farmacia2, with the dashboard right only and no modules, the timetables of her pharmacy', async ({ page }) => {
    await signIn(page, 'farmacia2');
    await page.getByRole('button', { name: 'Ahora no' }).click();
    await expect(page.getByTestId('tile-timetables')).toBeVisible();
    await expect(page.locator('[data-testid^="tile-"]')).toHaveCount(1);
  });
});
