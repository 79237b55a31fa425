import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import type { Promotion, PromotionalCampaignRecord, PromotionalTemplate } from '@domain/promotional';
import type { DemoCollection, DemoDatabase } from '@adapters/demo';

/** A promotional template of the demo, with whether it may be used (only active ones are offered). */
export interface DemoPromotionalTemplate extends PromotionalTemplate {
  readonly active: boolean;
}

/** The promotional context's part of a demo database: the campaigns change; promotions and templates do not. */
export interface PromotionalDemo {
  readonly campaigns: DemoCollection<PromotionalCampaignRecord>;
  readonly promotions: readonly Promotion[];
  readonly templates: readonly DemoPromotionalTemplate[];
}

/** The Madrid day `days` after the data set's "now", 'YYYY-MM-DD'. */
const dayFrom = (now: number, days: number): string => DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE }).plus({ days }).toFormat('yyyy-MM-dd');

const PROMOTIONS: readonly (readonly [id: number, name: string, description: string, start: number | undefined, end: number | undefined])[] = [
  [1, 'Semana de la belleza', 'Hasta un 30 % en dermocosmética y cuidado facial', -20, 10],
  [2, 'Black Friday en parafarmacia', 'Descuentos de hasta el 40 % del viernes al lunes', 6, 9],
  [3, 'Navidad: regalos de cuidado personal', 'Packs de regalo de cosmética e higiene', 15, 45],
  [4, 'Protección solar', 'Fotoprotectores de alta protección al mejor precio', -150, -60],
  [5, '2x1 en vitamina C', 'Refuerza tus defensas este invierno', -5, 25],
  [6, 'Nutrición deportiva', 'Bebidas isotónicas y suplementos para deportistas', -30, undefined],
];

const TEMPLATES: readonly DemoPromotionalTemplate[] = [
  { id: 21, name: 'Semana de la belleza', subject: 'Semana de la belleza: hasta un 30 % de descuento', active: true },
  { id: 22, name: 'Black Friday', subject: 'Black Friday: ofertas solo este fin de semana', active: true },
  { id: 23, name: 'Navidad en tu farmacia', subject: 'Este año, regala cuidado', active: true },
  { id: 24, name: 'Vitamina C', subject: 'Dos por uno en vitamina C', active: true },
  { id: 25, name: 'Protección solar 2026', subject: 'Este verano, protege tu piel', active: false },
  { id: 26, name: 'Nutrición deportiva', subject: 'Rinde más y recupérate mejor', active: false },
];

const CAMPAIGNS: readonly (readonly [id: string, name: string, promotion: number, template: number, days: number, time: string, createdBy: string, deleted?: boolean])[] = [
  ['1', 'Black Friday: aviso a clientes', 2, 22, 6, '09:00', 'backoffice'],
  ['2', 'Semana de la belleza: lanzamiento', 1, 21, -20, '10:00', 'mgarcia'],
  ['3', 'Vitamina C: recordatorio', 5, 24, 3, '18:30', 'lfernandez'],
  ['4', 'Navidad: primera oleada', 3, 23, 16, '10:00', 'backoffice'],
  ['5', 'Protección solar: verano', 4, 25, -120, '09:30', 'mgarcia'],
  ['6', 'Semana de la belleza: último aviso', 1, 21, 9, '12:00', 'backoffice'],
  ['7', 'Prueba de envío antigua', 4, 26, -200, '08:00', 'backoffice', true],
  ['8', 'Nutrición deportiva: enero', 6, 26, 40, '10:00', 'lfernandez'],
];

/** The demo promotions, dated around the data set's "now". */
export function generatePromotions(now: number): Promotion[] {
  return PROMOTIONS.map(([id, name, description, start, end]) => ({
    id,
    name,
    description,
    startDate: start === undefined ? '' : dayFrom(now, start),
    endDate: end === undefined ? '' : dayFrom(now, end),
  }));
}

/**
 * The demo promotional campaigns around the data set's "now": two sent, five waiting for delivery (one
 * with a template no longer active) and one deleted, which the list leaves out.
 */
export function generatePromotionalCampaigns(now: number): PromotionalCampaignRecord[] {
  return CAMPAIGNS.map(([id, name, promotion, template, days, time, createdBy, deleted]) => ({
    id,
    name,
    deliveryDate: dayFrom(now, days),
    deliveryTime: time,
    selectedPromotion: promotion,
    activePromotionalTemplateSelected: template,
    isDeleted: deleted === true,
    createdBy,
  }));
}

type Reference = { readonly kind: 'promotion'; readonly record: Promotion } | { readonly kind: 'template'; readonly record: DemoPromotionalTemplate };

/** The promotional part of a demo database. */
export function promotionalDemo(db: DemoDatabase): PromotionalDemo {
  const campaigns = db.collection<PromotionalCampaignRecord>('promotional.campaigns', { version: 1, key: (campaign) => campaign.id, generate: ({ now }) => generatePromotionalCampaigns(now) });
  const reference = db
    .collection<Reference>('promotional.reference', {
      version: 1,
      key: (entry) => `${entry.kind}-${entry.record.id}`,
      generate: ({ now }) => [
        ...generatePromotions(now).map((record): Reference => ({ kind: 'promotion', record })),
        ...TEMPLATES.map((record): Reference => ({ kind: 'template', record })),
      ],
    })
    .all();
  return {
    campaigns,
    promotions: reference.flatMap((entry) => (entry.kind === 'promotion' ? [entry.record] : [])),
    templates: reference.flatMap((entry) => (entry.kind === 'template' ? [entry.record] : [])),
  };
}

/** The id the next created campaign gets: one past the highest so far. */
export function nextPromotionalCampaignId(campaigns: readonly PromotionalCampaignRecord[]): string {
  return String(campaigns.reduce((highest, campaign) => Math.max(highest, Number(campaign.id) || 0), 0) + 1);
}
