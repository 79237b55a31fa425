import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entityHas, entityHasModule, isPartner, userCan } from '@domain/session';
import { aPharmacy } from '../../support/builders/session.builder';

describe('userCan', () => {
  it('grants a right at the default level 1 when the user has level 1 or more', () => {
    expect(userCan({ rights: { campaigns: 1 } }, 'campaigns')).toBe(true);
    expect(userCan({ rights: { campaigns: 2 } }, 'campaigns')).toBe(true);
    expect(userCan({ rights: { campaigns: 0 } }, 'campaigns')).toBe(false);
  });

  it('refuses a right the user does not have', () => {
    expect(userCan({ rights: { dashboard: 2 } }, 'segments')).toBe(false);
  });

  it('compares with the desired level', () => {
    expect(userCan({ rights: { segments: 1 } }, 'segments', 2)).toBe(false);
    expect(userCan({ rights: { segments: 2 } }, 'segments', 2)).toBe(true);
  });

  it('never reads rights inherited from Object.prototype', () => {
    expect(userCan({ rights: {} }, 'constructor')).toBe(false);
    expect(userCan({ rights: {} }, '__proto__', 0)).toBe(false);
  });

  it('grants exactly when the level is at least the desired one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), fc.integer({ min: -5, max: 10 }), (granted, desired) => {
        expect(userCan({ rights: { any: granted } }, 'any', desired)).toBe(granted >= desired);
      }),
      { numRuns: 100 },
    );
  });
});

describe('entityHas', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['1', false],
  ] as const)('treats %j as %s', (value, expected) => {
    expect(entityHas({ module_loyalty_active: value }, 'module_loyalty_active')).toBe(expected);
  });

  it('is false for a missing right or no rights at all', () => {
    expect(entityHas({}, 'module_segments_active')).toBe(false);
    expect(entityHas(undefined, 'module_segments_active')).toBe(false);
    expect(entityHasModule(undefined, 'module_segments_active')).toBe(false);
    expect(entityHasModule(aPharmacy({ rights: { module_segments_active: 'true' } }), 'module_segments_active')).toBe(true);
  });
});

describe('isPartner', () => {
  it.each([
    ['partner', true],
    ['grupo-partner-norte', true],
    ['PARTNER', true],
    ['provider', false],
    ['', false],
  ])('reads owner %j as partner: %s', (owner, expected) => {
    expect(isPartner({ owner })).toBe(expected);
  });
});
