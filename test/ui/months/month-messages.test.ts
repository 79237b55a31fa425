import { describe, expect, it } from 'vitest';
import type { MonthMessageCode } from '@domain/months';
import { monthMessages } from '@ui/months/month-messages';
import { renderIn } from '../../support/messages';

describe('month messages of the screen', () => {
  it.each<[MonthMessageCode, string]>([
    ['LOAD_FAILED', 'Error al cargar los meses'],
    ['BLOCK_FAILED', 'Error al bloquear el mes'],
    ['UNBLOCK_FAILED', 'Error al desbloquear el mes'],
    ['ADD_NEXT_FAILED', 'Error al añadir el siguiente mes'],
  ])('shows %s in Spanish as the spec words it', async (code, text) => {
    const render = await renderIn('es', 'months');
    expect(render(monthMessages[code])).toBe(text);
  });

  it('shows a failure in English from the screen catalogue', async () => {
    const render = await renderIn('en', 'months');
    expect(render(monthMessages.LOAD_FAILED)).toBe('Error loading the months');
  });
});
