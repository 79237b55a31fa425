import { addUsualHours, expect, expectAccessible, signIn, test } from '../support/fixtures';
import { serveApi } from './fake-api';

/** The digital-services API of the http build (`VITE_DIGITAL_SERVICES_URL` of `npm run build:http-e2e`). */
const DIGITAL = 'http://servicios-digitales.test';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS' };

test.describe('http profile: timetables through the digital-services API', () => {
  test("reads the timetable, saves a usual hour with the session's digital-services token, and keeps it on screen when the save is refused", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00+01:00'));
    await serveApi(page);
    const timetable = {
      eid: 500,
      timeZone: 'Europe/Madrid',
      openingHours: [{ days: [true, true, true, true, true, false, false], from: '09:00:00', to: '14:00:00' }],
      holidays: ['2026-12-08'],
      specialHours: [],
      guards: [{ from: '2026-11-28T09:00', to: '2026-11-29T09:00' }],
      foreignGuards: [],
    };
    const saves: { token: string | undefined; eid: string | undefined; body: unknown }[] = [];
    const tokens: (string | undefined)[] = [];
    let refuseSaves = false;
    await page.route(`${DIGITAL}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      const json = (status: number, answer: unknown) => route.fulfill({ status, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(answer) });
      const call = `${request.method()} ${new URL(request.url()).pathname}`;
      tokens.push(request.headers().token);
      if (call === 'GET /timetables/500') return json(200, { success: true, data: timetable });
      if (call === 'PUT /timetables/500') {
        if (refuseSaves) return json(500, { success: false, message: 'internal error' });
        saves.push({ token: request.headers().token, eid: request.headers().eid, body: request.postDataJSON() });
        return json(200, { success: true });
      }
      return json(404, { message: `No existe ${call}` });
    });

    await signIn(page, 'farmacia', 'secreta');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await page.goto('./#/app-h/timetables?view=list');
    await expect(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible();
    await expect(page.getByText('Lunes, Martes, Miércoles, Jueves, Viernes: 09:00–14:00')).toBeVisible();

    await addUsualHours(page, 'Domingo', '10:00', '13:00');
    await expect(page.getByText('Domingo: 10:00–13:00')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await expect(page.getByText('Horarios guardados correctamente')).toBeVisible();
    expect(saves).toHaveLength(1);
    // The digital-services API gets the session's dsToken, never the main API's token.
    expect(tokens.every((token) => token === 'ds-token-farmacia')).toBe(true);
    expect(saves[0]).toMatchObject({
      token: 'ds-token-farmacia',
      eid: undefined,
      body: {
        eid: 500,
        timeZone: 'Europe/Madrid',
        holidays: ['2026-12-08'],
        guards: [{ from: '2026-11-28T09:00', to: '2026-11-29T09:00' }],
        openingHours: [
          { days: [true, true, true, true, true, false, false], from: '09:00', to: '14:00' },
          { days: [false, false, false, false, false, false, true], from: '10:00', to: '13:00' },
        ],
      },
    });

    refuseSaves = true;
    await addUsualHours(page, 'Sábado', '10:00', '13:00');
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await expect(page.getByText('No se han podido guardar los horarios')).toBeVisible();
    await expect(page.getByText('Sábado: 10:00–13:00')).toBeVisible();
    expect(saves).toHaveLength(1);
    await expectAccessible(page);
  });
});
