import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TEMPLATE_MESSAGES,
  editAllowedAfterPermissionFailure,
  templateFailureMessage,
  templateSuccessMessage,
  type TemplateMessageCode,
  type TemplateOperation,
} from '@domain/templates';

describe('TEMPLATE_MESSAGES', () => {
  it.each<[TemplateMessageCode, string]>([
    ['FIELDS_EMPTY', 'El nombre o la descripción de la campaña están vacíos'],
    ['LIST_LOAD_FAILED', 'Error al cargar la lista de plantillas'],
    ['DELETE_CONFIRM_TITLE', 'Atención'],
    ['DELETE_CONFIRM_TEXT', '¿Esta operación eliminará la plantilla? ¿Desea continuar?'],
    ['DELETE_IN_USE', 'La plantilla está en uso y no puede ser eliminada.'],
    ['DELETE_FAILED', 'Error al eliminar plantilla'],
    ['DELETED', 'plantilla eliminado con éxito'],
    ['UPDATE_IN_USE', 'La plantilla está en uso y no puede ser editada.'],
    ['UPDATE_FAILED', 'Actualizar plantilla de campaña error'],
    ['CREATE_FAILED', 'Error al crear la plantilla de la campaña'],
    ['SAVED', 'Plantilla de campaña guardada con éxito'],
    ['PREVIEW_LOAD_FAILED', 'Error al obtener la plantilla de la campaña'],
  ])('says %s as %j', (code, text) => {
    expect(TEMPLATE_MESSAGES[code]).toBe(text);
  });

  it('has no other message', () => {
    expect(Object.keys(TEMPLATE_MESSAGES)).toHaveLength(12);
  });
});

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
