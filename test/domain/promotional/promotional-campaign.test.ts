import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_PROMOTIONAL_FORM,
  canChangePromotionalCampaign,
  deliveryInstant,
  deliveryOutsidePromotion,
  filterPromotionalCampaigns,
  isNewPromotionalCampaignId,
  promotionalCampaignErrors,
  promotionalCampaignForSave,
  promotionalCampaignRows,
  promotionalCampaignState,
  promotionalChoiceErrors,
  promotionalFailureMessage,
  promotionalSuccessMessage,
  sortPromotionalCampaigns,
  type PromotionalCampaignForm,
  type PromotionalCampaignRecord,
  type Promotion,
} from '@domain/promotional';

/** 21/11/2026 10:00 in Madrid. */
const NOW = Date.UTC(2026, 10, 21, 9);

const valid: PromotionalCampaignForm = { name: ' Black Friday ', deliveryDate: '2026-11-27', deliveryTime: '09:00', selectedPromotion: 2, activePromotionalTemplateSelected: 22 };

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({ id: 2, name: 'Black Friday', description: '', startDate: '2026-11-27', endDate: '2026-11-30', ...overrides });

describe('deliveryInstant', () => {
  it('reads the date and time in Madrid time, summer and winter', () => {
    expect(deliveryInstant('2026-11-21', '10:00')).toBe(NOW);
    expect(deliveryInstant('2026-07-01', '10:00')).toBe(Date.UTC(2026, 6, 1, 8));
  });

  it('gives nothing for a date or time that does not merge', () => {
    expect(deliveryInstant('2026-02-30', '10:00')).toBeUndefined();
    expect(deliveryInstant('2026-11-21', '25:00')).toBeUndefined();
  });
});

describe('promotionalCampaignErrors', () => {
  it('accepts a complete form delivered in the future', () => {
    expect(promotionalCampaignErrors(valid, NOW)).toEqual([]);
  });

  it('refuses a delivery at or before now as DATE_IN_PAST', () => {
    expect(promotionalCampaignErrors({ ...valid, deliveryDate: '2026-11-21', deliveryTime: '10:00' }, NOW)).toEqual(['DATE_IN_PAST']);
    expect(promotionalCampaignErrors({ ...valid, deliveryDate: '2026-11-20', deliveryTime: '23:59' }, NOW)).toEqual(['DATE_IN_PAST']);
    expect(promotionalCampaignErrors({ ...valid, deliveryDate: '2026-11-21', deliveryTime: '10:01' }, NOW)).toEqual([]);
  });

  it('names every missing field of an empty form, and no past date for a date it cannot read', () => {
    expect(promotionalCampaignErrors({ ...EMPTY_PROMOTIONAL_FORM, deliveryTime: '' }, NOW)).toEqual(['NAME_REQUIRED', 'INVALID_DATE', 'INVALID_TIME', 'PROMOTION_REQUIRED', 'PROMOTIONAL_TEMPLATE_REQUIRED']);
  });

  it('refuses exactly the deliveries that are not after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }), (minutes) => {
        const at = new Date(NOW + minutes * 60_000);
        const madrid = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
        const [date = '', time = ''] = madrid.split(' ');
        expect(promotionalCampaignErrors({ ...valid, deliveryDate: date, deliveryTime: time }, NOW).includes('DATE_IN_PAST')).toBe(minutes <= 0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('promotionalCampaignForSave', () => {
  it('trims the name and stamps the author', () => {
    expect(promotionalCampaignForSave(valid, NOW, 'backoffice')).toEqual({
      ok: true,
      value: { name: 'Black Friday', deliveryDate: '2026-11-27', deliveryTime: '09:00', selectedPromotion: 2, activePromotionalTemplateSelected: 22, isDeleted: false, createdBy: 'backoffice' },
    });
  });

  it('gives every error of a form it cannot save', () => {
    expect(promotionalCampaignForSave({ ...valid, name: '', selectedPromotion: undefined }, NOW, 'backoffice')).toEqual({ ok: false, error: ['NAME_REQUIRED', 'PROMOTION_REQUIRED'] });
  });
});

describe('the state of a campaign', () => {
  it('is sent once its delivery time has come, and only then can no longer change', () => {
    expect(promotionalCampaignState({ deliveryDate: '2026-11-21', deliveryTime: '10:00' }, NOW)).toBe('sent');
    expect(promotionalCampaignState({ deliveryDate: '2026-11-21', deliveryTime: '10:01' }, NOW)).toBe('scheduled');
    expect(canChangePromotionalCampaign({ deliveryDate: '2026-11-01', deliveryTime: '10:00' }, NOW)).toBe(false);
    expect(canChangePromotionalCampaign({ deliveryDate: 'mañana', deliveryTime: '10:00' }, NOW)).toBe(true);
  });
});

describe('promotionalChoiceErrors', () => {
  const templates = [{ id: 22, name: 'Black Friday', subject: '' }];
  it('accepts an open promotion and an active template', () => {
    expect(promotionalChoiceErrors(valid, [promotion()], templates, '2026-11-21')).toEqual([]);
  });

  it('refuses an ended or unknown promotion and a template no longer active', () => {
    expect(promotionalChoiceErrors(valid, [promotion({ endDate: '2026-11-20' })], [], '2026-11-21')).toEqual(['PROMOTION_ENDED', 'TEMPLATE_NOT_ACTIVE']);
    expect(promotionalChoiceErrors(valid, [], templates, '2026-11-21')).toEqual(['PROMOTION_ENDED']);
    expect(promotionalChoiceErrors({ selectedPromotion: undefined, activePromotionalTemplateSelected: undefined }, [], [], '2026-11-21')).toEqual([]);
  });

  it('keeps an open-ended promotion open', () => {
    expect(promotionalChoiceErrors(valid, [promotion({ endDate: '' })], templates, '2099-01-01')).toEqual([]);
  });
});

describe('deliveryOutsidePromotion', () => {
  it.each([
    ['2026-11-26', true],
    ['2026-11-27', false],
    ['2026-11-30', false],
    ['2026-12-01', true],
    ['', false],
  ])('says whether %j falls outside 27–30/11/2026: %s', (day, outside) => {
    expect(deliveryOutsidePromotion(promotion(), day)).toBe(outside);
  });
});

describe('isNewPromotionalCampaignId', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['new', true],
    ['7', false],
  ])('reads %j as new: %s', (id, isNew) => {
    expect(isNewPromotionalCampaignId(id)).toBe(isNew);
  });
});

describe('messages of the calls', () => {
  it.each([
    ['create', 409, 'CREATE_FAILED'],
    ['update', 409, 'ALREADY_SENT'],
    ['update', 404, 'NOT_FOUND'],
    ['update', 500, 'UPDATE_FAILED'],
    ['delete', 403, 'ALREADY_SENT'],
    ['delete', -1, 'DELETE_FAILED'],
  ] as const)('words a failed %s with %i as %s', (operation, status, code) => {
    expect(promotionalFailureMessage(operation, status)).toBe(code);
  });

  it('words each success', () => {
    expect(['create', 'update', 'delete'].map((operation) => promotionalSuccessMessage(operation as 'create'))).toEqual(['CREATED', 'UPDATED', 'DELETED']);
  });
});

describe('the list', () => {
  const campaign = (id: string, name: string, deliveryDate: string, overrides: Partial<PromotionalCampaignRecord> = {}): PromotionalCampaignRecord => ({
    id,
    name,
    deliveryDate,
    deliveryTime: '10:00',
    selectedPromotion: 2,
    activePromotionalTemplateSelected: 22,
    isDeleted: false,
    createdBy: 'backoffice',
    ...overrides,
  });
  const rows = promotionalCampaignRows(
    [
      campaign('1', 'Árnica', '2026-12-01'),
      campaign('2', 'Zinc', '2026-10-01', { activePromotionalTemplateSelected: 99, createdBy: '' }),
      campaign('3', 'borrada', '2026-12-02', { isDeleted: true }),
      campaign('4', 'Ácido', '2026-11-25', { selectedPromotion: 5 }),
    ],
    [promotion(), promotion({ id: 5, name: 'Vitamina C' })],
    [{ id: 22, name: 'Plantilla BF', subject: '' }],
    NOW,
  );

  it('leaves deleted campaigns out and names their promotion, template and state', () => {
    expect(rows.map(({ id, promotionName, templateName, state }) => ({ id, promotionName, templateName, state }))).toEqual([
      { id: '1', promotionName: 'Black Friday', templateName: 'Plantilla BF', state: 'scheduled' },
      { id: '2', promotionName: 'Black Friday', templateName: undefined, state: 'sent' },
      { id: '4', promotionName: 'Vitamina C', templateName: 'Plantilla BF', state: 'scheduled' },
    ]);
  });

  it('searches by words without accents, by promotion and by day, and filters by state', () => {
    expect(filterPromotionalCampaigns(rows, 'acido').map((row) => row.id)).toEqual(['4']);
    expect(filterPromotionalCampaigns(rows, 'vitamina').map((row) => row.id)).toEqual(['4']);
    expect(filterPromotionalCampaigns(rows, '01/12/2026').map((row) => row.id)).toEqual(['1']);
    expect(filterPromotionalCampaigns(rows, '', { state: 'sent' }).map((row) => row.id)).toEqual(['2']);
    expect(filterPromotionalCampaigns(rows, 'black', { state: 'scheduled' }).map((row) => row.id)).toEqual(['1']);
  });

  it('sorts by delivery, by name in Spanish order, and puts missing values last', () => {
    expect(sortPromotionalCampaigns(rows, { column: 'delivery', direction: 'desc' }).map((row) => row.id)).toEqual(['1', '4', '2']);
    expect(sortPromotionalCampaigns(rows, { column: 'name', direction: 'asc' }).map((row) => row.name)).toEqual(['Ácido', 'Árnica', 'Zinc']);
    expect(sortPromotionalCampaigns(rows, { column: 'template', direction: 'desc' }).map((row) => row.id)).toEqual(['4', '1', '2']);
    expect(sortPromotionalCampaigns(rows, { column: 'createdBy', direction: 'asc' }).map((row) => row.id).at(-1)).toBe('2');
    expect(sortPromotionalCampaigns(rows, { column: 'state', direction: 'asc' }).map((row) => row.state)).toEqual(['scheduled', 'scheduled', 'sent']);
  });
});
