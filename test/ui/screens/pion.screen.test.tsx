import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, type DemoFaults } from '../../support/demo-faults';

const PION = '#/app-h/backoffice/pion';

async function open(at: `#/${string}` = PION, faults: DemoFaults = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, faults });
  await screen.findByRole('heading', { level: 1, name: 'Panel de tests' });
  return app;
}

const notices = (): string[] => [...document.querySelectorAll('.mantine-Notification-root')].map((node) => node.textContent ?? '');

describe('test dashboard screen', () => {
  it('shows every result with its reason, failures first, searched and filtered through the address', async () => {
    const app = await open();
    const tests = await app.services.pion.listTests();
    const failures = tests.flatMap((test) => test.latestResults.filter((result) => !result.passed).map((result) => ({ test, result })));
    const first = failures[0];
    if (first === undefined) throw new Error('a failure');
    await waitFor(() => expect(screen.getAllByText('Fallo').length).toBeGreaterThan(0));
    await app.user.click(screen.getByRole('radio', { name: 'Con fallo' }));
    await waitFor(() => expect(window.location.hash).toContain('result=failed'));
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), first.result.reason);
    await waitFor(() => expect(screen.getAllByText(first.result.reason).length).toBeGreaterThan(0));
    expect(screen.queryByText('Correcto')).toBeNull();
  });

  it('draws the top ten failing pharmacies and the failures per test, with their tables', async () => {
    const app = await open();
    const tests = await app.services.pion.listTests();
    const { topFailingPharmacies, mostFailedTest } = await import('@domain/pion');
    const top = topFailingPharmacies(tests);
    const worst = mostFailedTest(tests);
    expect(await screen.findByRole('figure', { name: 'Las 10 farmacias con más fallos' })).toBeVisible();
    expect(screen.getByText(`El más fallido: ${worst?.testName} (${worst?.failures} de ${worst?.total} farmacias)`)).toBeVisible();
    const figure = screen.getByRole('figure', { name: 'Las 10 farmacias con más fallos' });
    expect(within(figure).getAllByRole('row', { hidden: true })).toHaveLength(top.length + 1);
    expect(within(figure).getByRole('rowheader', { name: `Farmacia ${top[0]?.eid}`, hidden: true })).toBeInTheDocument();
  });

  it('warns "test no seleccionado" when no test is chosen', async () => {
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: 'Ejecutar ahora' }));
    await waitFor(() => expect(notices().join()).toContain('test no seleccionado'));
  });

  it('refuses a test whose function the server does not offer: "parametros del test incorrectos"', async () => {
    const app = await open(`${PION}?test=pion-sms-legacy`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Test' })).toHaveValue('Pasarela SMS (antigua)'));
    await app.user.click(screen.getByRole('button', { name: 'Ejecutar ahora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('parametros del test incorrectos');
  });

  it('runs a test now and shows what it found, taken on the injected clock', async () => {
    const app = await open(`${PION}?test=pion-web-online`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Test' })).toHaveValue('Web en línea'));
    app.clock.advance(3_600_000);
    await app.user.click(screen.getByRole('button', { name: 'Ejecutar ahora' }));
    const result = await screen.findByText('Resultado de «Web en línea»');
    const test = (await app.services.pion.listTests()).find((candidate) => candidate.id === 'pion-web-online');
    const failed = test?.latestResults.filter((result) => !result.passed).length ?? -1;
    expect(test?.latestResults.every((entry) => entry.at === app.clock.now())).toBe(true);
    expect(result.closest('.mantine-Alert-root')).toHaveTextContent(`${24 - failed} correctos, ${failed} con fallo.`);
  });

  it('says why a run failed when the server answers 400 or fails, and keeps the chosen test', async () => {
    const app = await open(`${PION}?test=pion-ssl`, { [DEMO_FAULT.pionExecuteNow]: 400 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Test' })).toHaveValue('Certificado SSL'));
    await app.user.click(screen.getByRole('button', { name: 'Ejecutar ahora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('parametros del test incorrectos');
    app.fail(DEMO_FAULT.pionExecuteNow, 500);
    await app.user.click(screen.getByRole('button', { name: 'Ejecutar ahora' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Hubo un error. Por favor reintente.'));
    expect(window.location.hash).toContain('test=pion-ssl');
  });

  it('offers a retry when the tests cannot be read', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: PION, faults: { [DEMO_FAULT.pionListTests]: 500 } });
    expect(await screen.findByText('No se han podido cargar los tests')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('figure', { name: 'Las 10 farmacias con más fallos' })).toBeVisible();
  });

  it('says so when the test functions cannot be read, and still shows the results', async () => {
    await open(PION, { [DEMO_FAULT.pionFunctionNames]: 500 });
    expect(await screen.findByText('No se han podido leer las funciones de test')).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Las 10 farmacias con más fallos' })).toBeVisible();
  });
});
