import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  editAllowedAfterPermissionFailure,
  permissionRefusalMessage,
  templateFailureMessage,
  templateSuccessMessage,
  type TemplateMessageCode,
  type TemplateOperation,
} from '@domain/templates';

describe('templateFailureMessage', () => {
  it.each<[TemplateOperation, number, TemplateMessageCode]>([
    ['delete', 403, 'DELETE_IN_USE'],
    ['delete', 400, 'DELETE_IN_USE'],
    ['delete', 409, 'DELETE_IN_USE'],
    ['delete', 500, 'DELETE_FAILED'],
    ['delete', -1, 'DELETE_FAILED'],
    ['update', 403, 'UPDATE_IN_USE'],
    ['update', 404, 'UPDATE_IN_USE'],
    ['update', 500, 'UPDATE_FAILED'],
    ['update', 302, 'UPDATE_FAILED'],
    ['create', 403, 'CREATE_FAILED'],
    ['create', 500, 'CREATE_FAILED'],
  ])('answers a failed %s with status %i by %s', (operation, status, code) => {
    expect(templateFailureMessage(operation, status)).toBe(code);
  });

  it('says "in use" for a delete or update exactly on a 40x status', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 599 }), (status) => {
        const inUse = status >= 400 && status < 500;
        expect(templateFailureMessage('delete', status)).toBe(inUse ? 'DELETE_IN_USE' : 'DELETE_FAILED');
        expect(templateFailureMessage('update', status)).toBe(inUse ? 'UPDATE_IN_USE' : 'UPDATE_FAILED');
        expect(editAllowedAfterPermissionFailure(status)).toBe(!inUse);
      }),
      { numRuns: 100 },
    );
  });
});

describe('templateSuccessMessage', () => {
  it.each<[TemplateOperation, TemplateMessageCode]>([
    ['create', 'SAVED'],
    ['update', 'SAVED'],
    ['delete', 'DELETED'],
  ])('answers a successful %s by %s', (operation, code) => {
    expect(templateSuccessMessage(operation)).toBe(code);
  });
});

describe('editAllowedAfterPermissionFailure', () => {
  it.each([
    [403, false],
    [409, false],
    [500, true],
    [-1, true],
  ])('after a %i allows editing: %s', (status, allowed) => {
    expect(editAllowedAfterPermissionFailure(status)).toBe(allowed);
  });
});

describe('why the template form cannot open after the edit-permission check', () => {
  it('says a template does not exist on 404, is in use on any other 40x, and lets the form open otherwise', () => {
    expect(permissionRefusalMessage(404)).toBe('NOT_FOUND');
    for (const status of [400, 401, 403, 409, 429, 499]) expect(permissionRefusalMessage(status)).toBe('UPDATE_IN_USE');
    for (const status of [-1, 200, 500, 503]) expect(permissionRefusalMessage(status)).toBeUndefined();
  });
});
