import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import type { ActiveTemplate, CampaignTemplateRef, HealthcareCampaign, HealthcareSegment, HealthcareStatus } from '@domain/healthcare';
import type { DemoCollection, DemoDatabase } from '@adapters/demo';
import { generateSegmentDemo, type DemoSegment } from '@adapters/segments';

/** A healthcare campaign of the demo with the version checkCampaignModification compares (bumped on each change). */
export interface DemoHealthcareCampaign extends HealthcareCampaign {
  readonly version: number;
}

/** One pharmacist's selection of a campaign's templates, and whether it is confirmed. */
export interface DemoPharmacistSelection {
  readonly campaignId: number;
  readonly eid: number;
  readonly templates: readonly CampaignTemplateRef[];
  readonly confirmed: boolean;
}

/** The healthcare part of a demo database. */
export interface HealthcareDemo {
  readonly campaigns: DemoCollection<DemoHealthcareCampaign>;
  readonly selections: DemoCollection<DemoPharmacistSelection>;
}

/** The healthcare templates of the demo: id, segment, name and whether it is active. */
const TEMPLATES: readonly (readonly [id: number, segmentId: number, name: string, active: boolean])[] = [
  [101, 1, 'Revisión de la medicación en mayores', true],
  [102, 1, 'Vacuna de la gripe: campaña de otoño', true],
  [103, 2, 'Toma de tensión gratuita', true],
  [104, 2, 'Hipertensión y sal: consejos', true],
  [105, 3, 'Día mundial de la diabetes', true],
  [106, 3, 'Cuidado del pie diabético', true],
  [107, 4, 'Alergia primaveral: prepárate', true],
  [108, 4, 'Polen: consejos para casa', true],
  [109, 5, 'Vuelta al cole: piojos', true],
  [110, 5, 'Protección solar infantil', true],
  [111, 6, 'Revisión ginecológica', true],
  [112, 6, 'Hierro y embarazo', true],
  [113, 3, 'Glucómetros 2024', false],
];

/**
 * The active templates of the demo with their segments' names (spec 2 §3 "Active template"). The
 * segments are the segments screen's own (`segments`, ids '1' to '6' for the templates here): a segment
 * renamed there is renamed here, and the templates of a deleted one are no longer offered.
 */
export function healthcareDemoTemplates(segments: readonly DemoSegment[]): ActiveTemplate[] {
  const names = new Map(segments.filter((segment) => !segment.isDeleted).map((segment) => [Number(segment.id), segment.name]));
  return TEMPLATES.flatMap(([templateId, segmentId, templateName, active]) => {
    const segmentName = names.get(segmentId);
    return active && segmentName !== undefined ? [{ templateId, segmentId, templateName, segmentName }] : [];
  });
}

/**
 * The healthcare segments with their active templates (spec 2 §3 "Healthcare segment"): the segments of
 * `segments` that have one, their filters written as the service sends them (one gender as a text, several
 * as a list, and the minimum age).
 */
export function healthcareDemoSegments(segments: readonly DemoSegment[]): HealthcareSegment[] {
  const active = healthcareDemoTemplates(segments);
  return segments.flatMap((segment) => {
    const segmentId = Number(segment.id);
    const templates = active.filter((template) => template.segmentId === segmentId).map((template) => template.templateId);
    if (templates.length === 0) return [];
    const { gender, minAge } = segment.filters;
    return [{ segmentId, segmentFilters: JSON.stringify({ gender: gender.length === 1 ? gender[0] : gender, minAge }), templates }];
  });
}

const dayFrom = (now: number, days: number): string => DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE }).plus({ days }).toFormat('yyyy-MM-dd');

const CAMPAIGNS: readonly (readonly [id: number, name: string, status: HealthcareStatus, days: number, time: string, pharmacies: readonly number[], templates: readonly (readonly [number, number])[], createdBy: string, deleted?: boolean])[] = [
  [1, 'Vacuna de la gripe 2026', 10, 5, '10:00', [500, 501, 502, 503], [[1, 102], [2, 103]], 'backoffice'],
  [2, 'Día mundial de la diabetes', 30, -8, '09:00', [500, 501, 502, 503, 504, 505, 506, 507], [[3, 105]], 'mgarcia'],
  [3, 'Alergias de primavera', 20, -30, '11:00', [504, 505], [[4, 107]], 'lfernandez'],
  [4, 'Revisión de la tensión', 100, -2, '18:00', [501, 502], [[2, 104]], 'backoffice'],
  [5, 'Vuelta al cole', 10, 12, '09:30', [502, 503, 504], [[5, 109], [6, 111]], 'mgarcia'],
  [6, 'Protección solar infantil', 30, -120, '10:30', [500, 501], [[5, 110]], 'backoffice'],
  [7, 'Prueba de envío antigua', 10, -200, '08:00', [500], [[1, 101]], 'backoffice', true],
];

/** The campaign templates of a campaign's references: each with its names, when the template is known. */
export function campaignTemplatesOf(templates: readonly CampaignTemplateRef[], segments: readonly DemoSegment[]): ActiveTemplate[] {
  const known = healthcareDemoTemplates(segments);
  return templates.flatMap((ref) => known.filter((template) => template.templateId === ref.templateId && template.segmentId === ref.segmentId));
}

/**
 * The demo healthcare campaigns around the data set's "now": two ready (the first waits for the
 * approval of Farmacia Llorente, eid 500; the second is in use, one of its pharmacists has confirmed
 * it), one cancelled, two sent, one failed and one deleted. Pharmacies not in the data set are left out.
 */
export function generateHealthcareCampaigns(now: number, eids: ReadonlySet<number>): DemoHealthcareCampaign[] {
  return CAMPAIGNS.map(([id, name, status, days, time, pharmacies, templates, createdBy, deleted]) => {
    const refs = templates.map(([segmentId, templateId]) => ({ segmentId, templateId }));
    return {
      id,
      name,
      deliveryDate: dayFrom(now, days),
      deliveryTime: time,
      status,
      topic: 'sanitaria',
      pharmacies: pharmacies.filter((eid) => eids.has(eid)),
      templates: refs,
      isDeleted: deleted === true,
      createdBy,
      editedBy: createdBy,
      pharmacyId: undefined,
      campaignTemplates: campaignTemplatesOf(refs, generateSegmentDemo()),
      version: 1,
    };
  });
}

/** The healthcare part of a demo database. */
export function healthcareDemo(db: DemoDatabase): HealthcareDemo {
  return {
    campaigns: db.collection<DemoHealthcareCampaign>('healthcare.campaigns', {
      version: 1,
      key: (campaign) => String(campaign.id),
      generate: ({ now, data }) => generateHealthcareCampaigns(now, new Set(data.pharmacies.map((pharmacy) => pharmacy.eid))),
    }),
    selections: db.collection<DemoPharmacistSelection>('healthcare.selections', {
      version: 1,
      key: (selection) => selectionKey(selection.campaignId, selection.eid),
      generate: () => [{ campaignId: 5, eid: 502, templates: [{ segmentId: 5, templateId: 110 }], confirmed: true }],
    }),
  };
}

/** The key of one pharmacist's selection. */
export function selectionKey(campaignId: number, eid: number): string {
  return `${campaignId}:${eid}`;
}

/** The id the next created campaign gets: one past the highest so far. */
export function nextHealthcareCampaignId(campaigns: readonly HealthcareCampaign[]): number {
  return campaigns.reduce((highest, campaign) => Math.max(highest, campaign.id), 0) + 1;
}

/**
 * How many clients of pharmacy `eid` a segment reaches in the demo: a number from 20 to 199 fixed by
 * both ids (the demo has no real clients behind the healthcare segments).
 */
export function demoSegmentSendCount(segmentId: number, eid: number): number {
  return 20 + ((eid * 37 + segmentId * 53) % 180);
}
