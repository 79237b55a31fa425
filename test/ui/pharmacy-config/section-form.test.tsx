import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SectionTextInput, followUpOutcome } from '@ui/pharmacy-config/section-form';

interface Contact {
  readonly phone: string;
  readonly active: boolean;
}

function ContactForm({ error }: { error?: string }) {
  const [form, setForm] = useState<Contact>({ phone: '600', active: true });
  const section = { form, update: (change: Partial<Contact>) => setForm((current) => ({ ...current, ...change })), fieldError: (field: string) => (field === 'phone' ? error : undefined) };
  return (
    <>
      <SectionTextInput section={section} field="phone" label="Teléfono" type="tel" required />
      <output>{JSON.stringify(form)}</output>
    </>
  );
}

describe('a configuration section', () => {
  it('tells a follow-up step that worked', async () => {
    expect(await followUpOutcome('plugin', () => Promise.resolve())).toEqual({ kind: 'plugin', error: undefined });
  });

  it('tells a follow-up step that failed with its error, without throwing it', async () => {
    const error = new Error('down');
    expect(await followUpOutcome('healthium', () => Promise.reject(error))).toEqual({ kind: 'healthium', error });
  });

  it('shows a text field of its form and changes only that field', async () => {
    render(
      <MantineProvider>
        <ContactForm />
      </MantineProvider>,
    );
    const phone = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(phone).toHaveValue('600');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toBeRequired();
    await userEvent.type(phone, '1');
    expect(screen.getByRole('status')).toHaveTextContent('{"phone":"6001","active":true}');
  });

  it('shows the rule a text field breaks beside it', () => {
    render(
      <MantineProvider>
        <ContactForm error="Escribe un teléfono válido." />
      </MantineProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription('Escribe un teléfono válido.');
  });
});
