import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared-kernel';
import { activateLanguage, i18n } from '@ui/i18n/i18n';
import { CampaignScheduleForm, type CampaignSchedule } from '@ui/shared/campaign-schedule-form';
import { notify } from '@ui/shared/notify';
import { LookupFailure, tellCommonSaveFailure, type FormLookup } from '@ui/shared/record-form';

vi.mock('@ui/shared/notify', () => ({ notify: vi.fn() }));

beforeAll(() => activateLanguage('es'));
beforeEach(() => vi.mocked(notify).mockClear());

function mount(children: ReactNode) {
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

const LABELS = { name: 'Nombre', date: 'Fecha de envío', time: 'Hora de envío', timeZone: 'Hora de Madrid.' };
const SCHEDULE: CampaignSchedule = { name: 'Gripe', deliveryDate: '2026-12-10', deliveryTime: '09:00' };

function schedule(props: { readOnly?: boolean; errors?: { name?: string } } = {}) {
  const onChange = vi.fn<(change: Partial<CampaignSchedule>) => void>();
  const onSubmit = vi.fn<() => void>();
  const onDateLeft = vi.fn<() => void>();
  const user = mount(
    <CampaignScheduleForm
      value={SCHEDULE}
      onChange={onChange}
      errors={props.errors ?? {}}
      onDateLeft={onDateLeft}
      readOnly={props.readOnly ?? false}
      labels={LABELS}
      onSubmit={onSubmit}
      note={<p>Se enviará pronto.</p>}
    />,
  );
  return { user, onChange, onSubmit, onDateLeft };
}

describe("a campaign's name and delivery fields", () => {
  it('tells each change, the time as hours and minutes, and when the date is left', async () => {
    const { user, onChange, onDateLeft } = schedule();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 's');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Gripes' });
    fireEvent.change(screen.getByLabelText(/Hora de envío/), { target: { value: '10:30:15' } });
    expect(onChange).toHaveBeenLastCalledWith({ deliveryTime: '10:30' });
    fireEvent.blur(screen.getByLabelText(/Fecha de envío/));
    expect(onDateLeft).toHaveBeenCalledOnce();
    expect(screen.getByText('Hora de Madrid.')).toBeInTheDocument();
    expect(screen.getByText('Se enviará pronto.')).toBeInTheDocument();
  });

  it('submits on Enter, and shows the error of a field', async () => {
    const { user, onSubmit } = schedule({ errors: { name: 'El nombre es obligatorio.' } });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByText('El nombre es obligatorio.')).toBeInTheDocument();
  });

  it('neither changes nor submits a campaign shown as it was sent', async () => {
    const { user, onChange, onSubmit } = schedule({ readOnly: true });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'x{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

function lookup(failed: Error | undefined): FormLookup & { refetch: ReturnType<typeof vi.fn> } {
  return { isError: failed !== undefined, error: failed ?? null, isFetching: false, refetch: vi.fn(() => Promise.resolve()) };
}

describe("the failure of a form's lists", () => {
  it('shows nothing while every list loads or has loaded', () => {
    mount(<LookupFailure title="No se han podido cargar las farmacias o las plantillas" lookups={[lookup(undefined), lookup(undefined)]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what failed and loads again only the lists that failed', async () => {
    const pharmacies = lookup(undefined);
    const templates = lookup(new ApiError('network', 0, 'offline'));
    const user = mount(<LookupFailure title="No se han podido cargar las farmacias o las plantillas" lookups={[pharmacies, templates]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se han podido cargar las farmacias o las plantillas');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(templates.refetch).toHaveBeenCalledOnce();
    expect(pharmacies.refetch).not.toHaveBeenCalled();
  });
});

describe('the failures of a save that every form treats alike', () => {
  it('says nothing of an expired session, and shows the server’s own words as a warning', () => {
    expect(tellCommonSaveFailure(new ApiError('session-expired', 401, 'expired'))).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(tellCommonSaveFailure(new ApiError('server-message', 200, 'refused', 'La campaña ya existe'))).toBe(true);
    expect(notify).toHaveBeenCalledWith({ color: 'yellow', message: 'La campaña ya existe' });
  });

  it('leaves any other failure to the form', () => {
    expect(tellCommonSaveFailure(new ApiError('http', 500, 'boom'))).toBe(false);
    expect(tellCommonSaveFailure(new Error('boom'))).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });
});
