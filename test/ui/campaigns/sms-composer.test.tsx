import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SmsComposer } from '@ui/campaigns/sms-composer';
import { activateLanguage, i18n } from '@ui/i18n/i18n';

beforeAll(() => activateLanguage('es'));

/** The text transform `element` is drawn with under Mantine's badge styles, which the test environment does not load. */
function textTransformWithBadgeStyles(element: HTMLElement): string {
  const style = document.createElement('style');
  // Only the badge's rules: the whole sheet's other at-rules are beyond the test environment's parser.
  style.textContent = readFileSync(resolve('node_modules/@mantine/core/styles/Badge.css'), 'utf8');
  document.head.append(style);
  try {
    return getComputedStyle(element).textTransform;
  } finally {
    style.remove();
  }
}

function mount(text: string, senderName = 'FLlorente') {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <SmsComposer text={text} senderName={senderName} recipients={3} showErrors={false} onChange={onChange} />
      </I18nProvider>
    </MantineProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('the SMS composer', () => {
  it('shows the sender name as it will arrive, its letter case kept', () => {
    mount('Hola');
    const sender = screen.getByText('FLlorente').closest<HTMLElement>('.mantine-Badge-root');
    expect(sender).toHaveTextContent(/^FLlorente$/);
    expect(textTransformWithBadgeStyles(sender!)).toBe('none');
  });

  it('lists each replacement as a row that wraps, its button beside its counts, without a table to scroll sideways', async () => {
    const { onChange, user } = mount('Vacúnate ya “hoy”');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Sustitutos:' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ú → udespués: 17 unidades, 1 SMSSustituir',
      '“ → "después: 17 unidades, 1 SMSSustituir',
      '” → "después: 17 unidades, 1 SMSSustituir',
    ]);
    for (const row of rows) {
      expect(row.style.getPropertyValue('--group-wrap')).toBe('wrap');
      expect(within(row).getByRole('button')).toHaveTextContent('Sustituir');
    }
    await user.click(within(rows[0]!).getByRole('button', { name: 'Sustituir ú por u' }));
    expect(onChange).toHaveBeenLastCalledWith('Vacunate ya “hoy”');
  });
});
