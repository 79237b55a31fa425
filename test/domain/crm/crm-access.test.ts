import { describe, expect, it } from 'vitest';
import { canOpenCrm, crmFormCreationRefusal } from '@domain/crm';
import { aBackofficeSession, aPharmacy, aPharmacySession, aUser, theBackofficeEntity } from '../../support/builders/session.builder';

const withSegments = aPharmacy({ rights: { module_segments_active: 'true' } });

describe('canOpenCrm', () => {
  it.each([
    ['a segments right above 0', { segments: 1 }, true],
    ['the clients right', { clients: 1 }, true],
    ['a segments right of 0', { segments: 0 }, false],
    ['other rights only', { campaigns: 2 }, false],
  ])('inside a pharmacy with module_segments_active: %s → %s', (_case, rights, open) => {
    expect(canOpenCrm(aPharmacySession({ user: aUser({ rights }), entity: withSegments }))).toBe(open);
  });

  it('is refused without the module, whatever the rights', () => {
    expect(canOpenCrm(aPharmacySession({ user: aUser({ rights: { segments: 2, clients: 1 } }), entity: aPharmacy({ rights: { module_segments_active: false } }) }))).toBe(false);
  });

  it('lets a back-office user in inside such a pharmacy, never as the back-office identity itself', () => {
    const backoffice = aBackofficeSession();
    expect(canOpenCrm(backoffice)).toBe(false);
    expect(canOpenCrm({ ...backoffice, entity: withSegments, backoffice: { token: backoffice.token, expiresAt: backoffice.expiresAt, entity: theBackofficeEntity() } })).toBe(true);
  });
});

describe('crmFormCreationRefusal', () => {
  it('refuses a back-office user a store without a web name, and nobody else', () => {
    expect(crmFormCreationRefusal({ backoffice: true, webName: ' ' })).toBe('STORE_NAME_MISSING');
    expect(crmFormCreationRefusal({ backoffice: true, webName: 'farmacia-llorente.es' })).toBeUndefined();
    expect(crmFormCreationRefusal({ backoffice: false, webName: '' })).toBeUndefined();
  });
});
