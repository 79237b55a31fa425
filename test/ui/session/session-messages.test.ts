import { describe, expect, it } from 'vitest';
import type { SessionMessageCode } from '@domain/session';
import { sessionMessages } from '@ui/shared/session-messages';
import { renderIn } from '../../support/messages';

describe('session messages', () => {
  it.each<[SessionMessageCode, string]>([
    ['NO_SERVER', 'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.'],
    ['FORBIDDEN', 'Usuario o contraseña incorrectos, o sin acceso a la aplicación.'],
    ['UNKNOWN', 'No se ha podido iniciar sesión por un error desconocido. Inténtalo de nuevo más tarde.'],
    ['NOT_READ', 'Debes leer el documento antes de aceptarlo'],
    ['SWAPPING', 'cambiando de farmacia...'],
    ['SWAP_DONE', 'Proceso completado...'],
  ])('shows %s in Spanish as %j', async (code, text) => {
    const render = await renderIn('es');
    expect(render(sessionMessages[code])).toBe(text);
  });

  it('shows a message in English from the core catalogue', async () => {
    const render = await renderIn('en');
    expect(render(sessionMessages.NOT_READ)).toBe('You must read the document before accepting it');
  });
});
