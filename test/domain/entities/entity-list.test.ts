import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ENTITY_LIST_ERPS,
  ENTITY_LIST_MESSAGES,
  OUTDATED_UPLOAD_THRESHOLD_MS,
  REBOOT_CONFIRMATION_WORD,
  REPORT_BY_ERP_OPTIONS,
  WIZARD_ERP_OPTIONS,
  isRebootConfirmed,
  isUploadOutdated,
  reportDialogError,
  settingsEntityId,
} from '@domain/entities';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 4, 15, 12);

describe('isUploadOutdated', () => {
  it.each([
    ['an upload one hour ago', now - HOUR, false],
    ['an upload exactly 24 hours ago', now - 24 * HOUR, false],
    ['an upload 24 hours and one millisecond ago', now - 24 * HOUR - 1, true],
    ['an upload three days ago', now - 72 * HOUR, true],
    ['no upload at all', undefined, true],
  ])('flags %s: %s', (_case, lastUpload, outdated) => {
    expect(isUploadOutdated(lastUpload, now)).toBe(outdated);
  });

  it('uses a 24-hour threshold', () => {
    expect(OUTDATED_UPLOAD_THRESHOLD_MS).toBe(86_400_000);
  });

  it('flags an upload once and for all: an outdated upload stays outdated later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 1e10 }), (upload, age, later) => {
        if (isUploadOutdated(upload, upload + age)) expect(isUploadOutdated(upload, upload + age + later)).toBe(true);
        expect(isUploadOutdated(upload, upload + age)).toBe(age > OUTDATED_UPLOAD_THRESHOLD_MS);
      }),
      { numRuns: 100 },
    );
  });
});

describe('ERP lists', () => {
  it('lists the entity-list, report-by-ERP and wizard ERPs of the spec', () => {
    expect(ENTITY_LIST_ERPS).toEqual(['Farmatic', 'Unycop', 'Nixfarma', 'Bitfarma', 'Farmalog']);
    expect(REPORT_BY_ERP_OPTIONS).toEqual(['all', 'Farmatic', 'Nixfarma', 'Unycop', 'Bitfarma']);
    expect(WIZARD_ERP_OPTIONS).toEqual(['Farmatic', 'Unicoop']);
  });
});

describe('reportDialogError', () => {
  it('refuses a dialog without a selected pharmacy', () => {
    expect(reportDialogError([])).toBe('NO_PHARMACY_SELECTED');
    expect(ENTITY_LIST_MESSAGES.NO_PHARMACY_SELECTED).toBe('Selecciona alguna farmacia');
  });

  it('accepts one or more selected pharmacies', () => {
    expect(reportDialogError([87])).toBeUndefined();
    expect(reportDialogError([87, 1087])).toBeUndefined();
  });
});

describe('isRebootConfirmed', () => {
  it.each([
    ['REINICIAR', true],
    ['reiniciar', false],
    [' REINICIAR', false],
    ['REINICIA', false],
    ['', false],
  ])('confirms the reboot for %j: %s', (typed, confirmed) => {
    expect(isRebootConfirmed(typed)).toBe(confirmed);
  });

  it('asks for the word REINICIAR', () => {
    expect(REBOOT_CONFIRMATION_WORD).toBe('REINICIAR');
  });
});

describe('settingsEntityId', () => {
  it('maps entity 1087 to 87', () => {
    expect(settingsEntityId(1087)).toBe(87);
  });

  it('keeps any other entity id', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 100_000 }).filter((eid) => eid !== 1087), (eid) => {
        expect(settingsEntityId(eid)).toBe(eid);
      }),
      { numRuns: 100 },
    );
  });
});
