import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HEALTHCARE_MESSAGES,
  HEALTHCARE_STATUS_LABELS,
  INITIAL_HEALTHCARE_STATUS,
  allowedHealthcareCommands,
  campaignsForList,
  canCancelHealthcareCampaign,
  cancelFailureMessage,
  nextHealthcareStatus,
  parseHealthcareStatus,
  type HealthcareCampaign,
  type HealthcareCommand,
  type HealthcareStatus,
} from '@domain/healthcare';

const STATUSES: readonly HealthcareStatus[] = [10, 20, 30, 100];
const COMMANDS: readonly HealthcareCommand[] = ['cancel', 'send', 'fail'];

describe('healthcare status', () => {
  it.each([
    [10, 'Lista'],
    [20, 'Cancelada'],
    [30, 'Enviada'],
    [100, 'Con error'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(HEALTHCARE_STATUS_LABELS[status]).toBe(label);
  });

  it('starts a campaign as Lista, 10', () => {
    expect(INITIAL_HEALTHCARE_STATUS).toBe(10);
  });

  it.each([
    ['cancel', 20],
    ['send', 30],
    ['fail', 100],
  ] as const)('moves a ready campaign on %s to %s', (command, status) => {
    expect(nextHealthcareStatus(10, command)).toEqual({ ok: true, value: status });
  });

  it.each([20, 30, 100] as const)('refuses every command from the final status %s', (status) => {
    expect(allowedHealthcareCommands(status)).toEqual([]);
    expect(nextHealthcareStatus(status, 'cancel')).toEqual({ ok: false, error: { from: status, command: 'cancel' } });
    expect(canCancelHealthcareCampaign(status)).toBe(false);
  });

  it('offers cancel, send and fail only for a ready campaign', () => {
    expect(allowedHealthcareCommands(10)).toEqual(['cancel', 'send', 'fail']);
    expect(canCancelHealthcareCampaign(10)).toBe(true);
  });

  it('accepts a command exactly when it is among the allowed ones', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.constantFrom(...COMMANDS), (status, command) => {
        expect(nextHealthcareStatus(status, command).ok).toBe(allowedHealthcareCommands(status).includes(command));
      }),
      { numRuns: 100 },
    );
  });
});

describe('parseHealthcareStatus', () => {
  it.each([
    [10, 10],
    ['30', 30],
    [' 100 ', 100],
  ] as const)('reads %j as %s', (code, status) => {
    expect(parseHealthcareStatus(code)).toEqual({ ok: true, value: status });
  });

  it.each([0, 40, '1O', '', 10.5])('refuses %j as UNKNOWN_HEALTHCARE_STATUS', (code) => {
    expect(parseHealthcareStatus(code)).toEqual({ ok: false, error: 'UNKNOWN_HEALTHCARE_STATUS' });
  });
});

describe('campaignsForList', () => {
  const campaign = (id: number, status: HealthcareStatus): HealthcareCampaign => ({
    id,
    name: `Campaña ${id}`,
    deliveryDate: '2026-06-01',
    deliveryTime: '10:00',
    status,
    topic: 'gripe',
    pharmacies: [101],
    templates: [{ segmentId: 1, templateId: 2 }],
    isDeleted: false,
    createdBy: 'admin',
    editedBy: 'admin',
    pharmacyId: undefined,
    campaignTemplates: [],
  });
  const campaigns = [campaign(1, 10), campaign(2, 30), campaign(3, 20), campaign(4, 30), campaign(5, 100)];

  it('shows only the sent campaigns, status 30, with the filter on', () => {
    expect(campaignsForList(campaigns, true).map((each) => each.id)).toEqual([2, 4]);
  });

  it('shows every campaign with the filter off', () => {
    expect(campaignsForList(campaigns, false).map((each) => each.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('cancelFailureMessage', () => {
  it.each([
    [400, 'campaña sanitaria está en uso y no puede cancelarse.'],
    [409, 'campaña sanitaria está en uso y no puede cancelarse.'],
    [499, 'campaña sanitaria está en uso y no puede cancelarse.'],
    [500, 'Hubo un error al cancelar la campaña sanitaria, por favor intente nuevamente.'],
    [399, 'Hubo un error al cancelar la campaña sanitaria, por favor intente nuevamente.'],
    [-1, 'Hubo un error al cancelar la campaña sanitaria, por favor intente nuevamente.'],
  ])('tells a refused cancel with status %s as %j', (status, text) => {
    expect(HEALTHCARE_MESSAGES[cancelFailureMessage(status)]).toBe(text);
  });
});

describe('HEALTHCARE_MESSAGES', () => {
  it('holds every healthcare message of the spec verbatim', () => {
    expect(HEALTHCARE_MESSAGES).toEqual({
      LIST_LOAD_FAILED: 'Error al cargar la lista de campañas de atención médica',
      DELETE_FAILED: 'Error al eliminar la campaña de atención médica',
      DELETED: 'Campaña de salud eliminada con éxito',
      CANCEL_FAILED: 'Hubo un error al cancelar la campaña sanitaria, por favor intente nuevamente.',
      CAMPAIGN_IN_USE: 'campaña sanitaria está en uso y no puede cancelarse.',
      SEND_COUNT_FAILED: 'Error en el número de envios',
      UPDATE_FAILED: 'Error al actualizar Campaña de Salud',
      CREATE_FAILED: 'Error al crear la campaña de salud',
      NO_ACTIVE_TEMPLATES: 'No se encontraron plantillas activas!',
    });
  });
});
