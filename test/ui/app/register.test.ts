import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The interface speaks to its user as "tú" (Escribe, Elige, Revisa, ¿Quieres…?). The specification's
 * messages are reproduced verbatim, and a few of them say "usted": those, and only those, may.
 */
const SPEC_MESSAGES_IN_USTED = new Set([
  'Hubo un error. Por favor reintente.',
  'Hubo un error interno, por favor reintente. Si el error persiste contacte a soporte',
  'Revise lo datos de los filtros.',
  'Ocurrió un error, por favor intente nuevamente.',
  'Hubo un error al cancelar la campaña sanitaria, por favor intente nuevamente.',
  '¿Esta operación eliminará la plantilla? ¿Desea continuar?',
  'Estamos generando el informe, pruebe en un rato',
  'por favor comuniquese con un desarollador',
]);

/** Imperatives and forms of address that belong to "usted". */
const USTED =
  /\b(Indique|Actualice|Seleccione|Introduzca|Compruebe|Revise|Pulse|Escriba|Elija|Vuelva|Espere|Inténtelo|Añada|Elimine|Cambie|Guarde|Abra|Descargue|Consulte|Asegúrese|Pruebe|pruebe|Utilice|Quite|Corrija|Acepte|Suba|Haga|Marque|Cierre|reintente|intente|contacte|comuniquese|Desea|desea|usted)\b|\bPuede [a-zá-ú]+(la|lo|las|los)\b/;

const LOCALES = join(import.meta.dirname, '../../../src-ui/locales/es');

/** Every Spanish message of the catalogues: the core one and each screen's. */
function spanishMessages(): string[] {
  const files = [join(LOCALES, 'messages.po'), ...readdirSync(join(LOCALES, 'screens')).filter((name) => name.endsWith('.po')).map((name) => join(LOCALES, 'screens', name))];
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^msgid ((?:".*"\n)+)/gm)]
      .map((match) => (match[1] ?? '').trim().split('\n').map((line) => JSON.parse(line) as string).join(''))
      .filter((text) => text !== ''),
  );
}

describe('the register of the interface', () => {
  it('addresses the user as "tú" in every message of its own', () => {
    const messages = spanishMessages();
    expect(messages.length).toBeGreaterThan(500);
    expect(messages.filter((text) => USTED.test(text) && !SPEC_MESSAGES_IN_USTED.has(text))).toEqual([]);
  });
});
