import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const rowTexts = (): (string | null)[] => screen.getAllByRole('row').map((row) => row.textContent);
/** Each row's text without its actions (other screens add theirs there). */
const rowTextsWithoutActions = (): string[] =>
  screen.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].slice(0, -1).map((cell) => cell.textContent).join(''));

describe('entity list screen', () => {
  it('lands the back-office user on every demo pharmacy, by name, with its last upload, whether it is outdated and its v2 details', async () => {
    await startApp({ signInAs: 'backoffice' });
    expect(await screen.findByText('48 de 48 farmacias')).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/admin');
    // The v2 details (sign-up form, commercial, administrative, contact e-mail) arrive after the list.
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Marina Pastor'));
    expect(rowTextsWithoutActions()).toEqual([
      'IdFarmaciaContactoKAMERPÚltima subidaFormulario de altaComercialAdministrativoCorreo de contacto',
      '546Farmacia ÁlvarezIñaki DelgadoLucía HerreroFarmatic20/11/2026 14:18PendienteMarina PastorManuel Sánchezinaki.delgado@farmacia-alvarez.es',
      '521Farmacia AndalucíaCarmen IglesiasAndrés VidalFarmalog21/11/2026 02:25PendienteAndrés VidalCarlos Suárezcarmen.iglesias@farmacia-andalucia.es',
      '508Farmacia Blasco IbáñezPilar GonzálezLucía HerreroNixfarma21/11/2026 05:57AprobadoLucía HerreroDaniel Sanzpilar.gonzalez@farmacia-blasco-ibanez.es',
      '544Farmacia Cano MartínezIsabel PrietoLucía HerreroUnycop20/11/2026 11:43AprobadoLucía HerreroMontserrat Castroisabel.prieto@farmacia-cano-martinez.es',
      '519Farmacia CarmenDavid RomeroMarina PastorNixfarma09/11/2026 21:41DesactualizadaCompletadoTomás FerrerLaura Martíndavid.romero@farmacia-carmen.es',
    ]);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(/Configurar.*Entrar$/);
    expect(screen.getByText('1–5 de 48')).toBeVisible();
  });

  it('finds a pharmacy by name and enters it as the back-office user', async () => {
    const app = await startApp({ signInAs: 'backoffice' });
    await app.user.click(await screen.findByRole('searchbox', { name: 'Buscar' }));
    await app.user.paste('llorente');
    expect(await screen.findByText('1 de 48 farmacias')).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/admin?search=llorente');
    expect(rowTexts().slice(1)).toEqual([expect.stringMatching(/^500Farmacia Llorente/)]);

    await app.user.click(screen.getByRole('button', { name: 'Entrar como Farmacia Llorente' }));
    expect(await screen.findByText('cambiando de farmacia...')).toBeVisible();
    expect(await screen.findByText('Proceso completado...')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/dashboard'));
    expect(await screen.findByTestId('active-entity')).toHaveTextContent('Farmacia Llorente · 500');
    expect(app.services.session.current()?.entity?.eid).toBe(500);
  });

  it('keeps the search and the list when entering a pharmacy fails', async () => {
    const app = await startApp({ signInAs: 'backoffice' });
    await app.user.click(await screen.findByRole('searchbox', { name: 'Buscar' }));
    await app.user.paste('llorente');
    await screen.findByText('1 de 48 farmacias');
    app.fail(DEMO_FAULT.sessionGatewayEntityLogin, 500);
    await app.user.click(screen.getByRole('button', { name: 'Entrar como Farmacia Llorente' }));
    expect(await screen.findByText('Hubo un error. Por favor reintente.')).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/admin?search=llorente');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('llorente');
    expect(screen.getByRole('button', { name: 'Entrar como Farmacia Llorente' })).toBeEnabled();
    expect(app.services.session.current()?.entity?.eid).toBe(-1);
  });

  it('signs the user out with its message when the list cannot be loaded', async () => {
    const app = await startApp({ signInAs: 'backoffice', faults: { [DEMO_FAULT.entitiesList]: 500 } });
    expect(await screen.findByText('No se ha podido cargar el listado de entidades. Vuelve a entrar.')).toBeVisible();
    expect(await screen.findByLabelText('Usuario')).toHaveValue('');
    expect(window.location.hash).toBe('#/');
    expect(app.services.session.current()).toBeUndefined();
  });

  it('leads to the dashboard, without a message, when the list is forbidden', async () => {
    const app = await startApp({ signInAs: 'backoffice', faults: { [DEMO_FAULT.entitiesList]: 403 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Escritorio' })).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/dashboard');
    expect(screen.queryByText('No se ha podido cargar el listado de entidades. Vuelve a entrar.')).not.toBeInTheDocument();
    expect(app.services.session.current()?.user.username).toBe('backoffice');
  });
});
