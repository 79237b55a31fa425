import { describe, expect, it } from 'vitest';
import { pharmacyWizardAccess, wizardEidOf } from '@domain/pharmacy-wizard';
import { aBackofficeSession, aPharmacy, aPharmacySession } from '../../support/builders/session.builder';

describe('who opens the pharmacy wizard', () => {
  it('lets a back-office user create and edit any pharmacy in the back-office view', () => {
    expect(pharmacyWizardAccess(aBackofficeSession(), undefined)).toBe('backofficeView');
    expect(pharmacyWizardAccess(aBackofficeSession(), 731)).toBe('backofficeView');
  });

  it('lets a pharmacy user edit only their own pharmacy, in the pharmacy view', () => {
    expect(pharmacyWizardAccess(aPharmacySession({ entity: aPharmacy({ eid: 731 }) }), 731)).toBe('phView');
    expect(pharmacyWizardAccess(aPharmacySession({ entity: aPharmacy({ eid: 731 }) }), 732)).toBeUndefined();
    expect(pharmacyWizardAccess(aPharmacySession(), undefined)).toBeUndefined();
    expect(pharmacyWizardAccess(aPharmacySession({ entity: undefined }), 731)).toBe('backofficeView');
  });

  it('lets nobody in without a session', () => {
    expect(pharmacyWizardAccess(undefined, 731)).toBeUndefined();
  });

  it('reads the eid of the address as a whole positive number', () => {
    expect(wizardEidOf('731')).toBe(731);
    expect(wizardEidOf('0')).toBeUndefined();
    expect(wizardEidOf('-3')).toBeUndefined();
    expect(wizardEidOf('7a')).toBeUndefined();
    expect(wizardEidOf('')).toBeUndefined();
  });
});
