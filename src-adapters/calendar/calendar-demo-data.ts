import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { TOP_DOCTORS_OWNER, type CalendarCampaign, type CalendarEntry, type CalendarEntryType, type CalendarSheet } from '@domain/calendar';
import type { DemoCollection, DemoDatabase } from '@adapters/demo';

/** A calendar entry of the demo with the pharmacies chosen for it. */
export interface DemoCalendarEntry extends CalendarEntry {
  readonly pharmacies: readonly number[];
}

/** The calendar's part of a demo database: its entries and the campaigns they became or that were scheduled. */
export interface CalendarDemo {
  readonly entries: DemoCollection<DemoCalendarEntry>;
  readonly campaigns: DemoCollection<CalendarCampaign>;
  readonly sheets: DemoCollection<CalendarSheet>;
}

/** The Madrid instant `days` after "now" at `time` ('HH:mm'). */
const at = (now: number, days: number, time: string): number => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE }).plus({ days }).set({ hour, minute, second: 0, millisecond: 0 }).toMillis();
};

/** The product's owner group stands for '{product}'; the others are the top doctors'. */
const ENTRIES: readonly (readonly [name: string, days: number, time: string, type: CalendarEntryType, topDoctors: boolean])[] = [
  ['Campaña de la gripe', -18, '10:00', 'email', true],
  ['Recordatorio de vacunación', -12, '09:30', 'sms', false],
  ['Cuidado de la piel en otoño', -4, '11:00', 'email', false],
  ['Revisión de tensión arterial', 2, '10:00', 'email', true],
  ['Oferta de vitamina C', 3, '18:00', 'sms', false],
  ['Día mundial de la diabetes', 3, '12:00', 'email', false],
  ['Consejos de invierno', 9, '09:00', 'email', true],
  ['Navidad: horarios especiales', 24, '10:30', 'sms', true],
  ['Propósitos de año nuevo', 40, '10:00', 'email', false],
];

/** The demo entries around "now": past and future, in both owner groups, two of one group on one day. */
export function generateCalendarEntries(now: number, product: string): DemoCalendarEntry[] {
  return ENTRIES.map(([name, days, time, type, topDoctors], index) => ({
    id: String(index + 1),
    name,
    scheduledDate: at(now, days, time),
    type,
    campaigns: [],
    subject: undefined,
    segment: undefined,
    creationDate: at(now, days - 20, '09:00'),
    modifiedDate: at(now, days - 20, '09:00'),
    sheetId: undefined,
    owner: topDoctors ? TOP_DOCTORS_OWNER : product,
    pharmacies: [],
  }));
}

const CAMPAIGNS: readonly (readonly [name: string, days: number, time: string, subtype: CalendarEntryType, eid: number])[] = [
  ['Bienvenida al club de salud', -15, '10:00', 'email', 500],
  ['Aviso de cierre por inventario', -7, '09:00', 'sms', 512],
  ['Campaña de protección solar', -2, '12:00', 'email', 503],
  ['Recogida de medicamentos', 5, '17:00', 'sms', 500],
  ['Semana del corazón', 12, '10:00', 'email', 505],
];

/** The demo campaigns already scheduled or sent around "now" (sent when their date has passed). */
export function generateCalendarCampaigns(now: number): CalendarCampaign[] {
  return CAMPAIGNS.map(([name, days, time, subtype, eid], index) => ({ id: `c${index + 1}`, name, subtype, state: days < 0 ? 'sent' : 'scheduled', date: at(now, days, time), eid }));
}

/**
 * Whether the demo pharmacy `eid` has an email header and a sender, derived from its number so that
 * about one pharmacy in nine lacks a header and one in seven a sender; the accounts' pharmacies are ready.
 */
export function demoReadiness(eid: number): { header: boolean; sender: boolean } {
  return { header: eid % 9 !== 4, sender: eid % 7 !== 5 };
}

/** The calendar part of a demo database. */
export function calendarDemo(db: DemoDatabase, product: string): CalendarDemo {
  return {
    entries: db.collection<DemoCalendarEntry>('calendar.entries', { version: 1, key: (entry) => entry.id, generate: ({ now }) => generateCalendarEntries(now, product) }),
    campaigns: db.collection<CalendarCampaign>('calendar.campaigns', { version: 1, key: (campaign) => campaign.id, generate: ({ now }) => generateCalendarCampaigns(now) }),
    sheets: db.collection<CalendarSheet>('calendar.sheets', { version: 1, key: (sheet) => sheet.id, generate: () => [] }),
  };
}

/** The id the next entry gets: one past the highest so far. */
export function nextCalendarEntryId(entries: readonly CalendarEntry[]): string {
  return String(entries.reduce((highest, entry) => Math.max(highest, Number(entry.id) || 0), 0) + 1);
}
