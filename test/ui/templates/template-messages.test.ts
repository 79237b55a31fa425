import { describe, expect, it } from 'vitest';
import type { TemplateMessageCode } from '@domain/templates';
import { templateMessages } from '@ui/templates/template-messages';
import { renderIn } from '../../support/messages';

describe('template messages of the screens', () => {
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
  ])('shows %s in Spanish as %j', async (code, text) => {
    const render = await renderIn('es', 'templates');
    expect(render(templateMessages[code])).toBe(text);
  });

  it('shows a message in English from the screen catalogue', async () => {
    const render = await renderIn('en', 'templates');
    expect(render(templateMessages.DELETE_CONFIRM_TITLE)).toBe('Warning');
  });
});
