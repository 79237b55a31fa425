import { expect, test } from './support/fixtures';

const OTHER_SITE = 'http://other-site.test/';

test.describe('how the application is served', () => {
  test('sends the security headers, and keeps hashed files for a year, brotli-compressed', async ({ page, request, baseURL }) => {
    const answer = await request.get('./');
    const headers = answer.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self' https://*.getbee.io");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('no-cache');

    await page.goto('./');
    // The profile's adapters are fetched beside the entry, not after it has run.
    await expect(page.locator('link[rel="modulepreload"][href*="memory-profile"]')).toHaveCount(1);
    const script = await page.locator('script[type="module"][src*="assets/"]').first().getAttribute('src');
    const asset = await request.get(new URL(script ?? '', baseURL).toString(), { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await asset.text()).length).toBeGreaterThan(1000);
  });

  test('cannot be framed by another site: the browser refuses the frame', async ({ page, baseURL }) => {
    await page.route(OTHER_SITE, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="es"><head><title>Otro sitio</title></head><body><h1>Otro sitio</h1><iframe title="marco" src="${baseURL}" width="800" height="600"></iframe></body></html>` }));
    await page.goto(OTHER_SITE);
    await expect(page.getByRole('heading', { name: 'Otro sitio' })).toBeVisible();
    await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
  });

  test('refuses to run framed even from a host that sends no headers', async ({ page, baseURL }) => {
    await page.route(OTHER_SITE, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="es"><head><title>Otro sitio</title></head><body><iframe title="marco" src="${baseURL}" width="800" height="600"></iframe></body></html>` }));
    // A host without the headers: the application's own check is what remains.
    await page.route(`${baseURL ?? ''}**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['x-frame-options'];
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.goto(OTHER_SITE);
    const frame = page.frameLocator('iframe[title="marco"]');
    await expect(frame.getByRole('heading', { name: 'Esta aplicación no puede abrirse dentro de otra página' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Abrir el backoffice en una ventana nueva' })).toHaveAttribute('target', '_blank');
    await expect(frame.getByLabel('Usuario', { exact: true })).toHaveCount(0);
  });
});
