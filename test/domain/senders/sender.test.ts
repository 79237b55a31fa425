import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { senderStatus, senderWarning, validateSenderForm, type Sender } from '@domain/senders';

const aSender = (active: boolean): Sender => ({
  name: 'Farmacia Sol',
  email: 'hola@farmaciasol.es',
  smsSender: 'FarmaSol',
  active,
  fromEmail: undefined,
});

describe('validateSenderForm', () => {
  it('accepts a name, an email and an SMS sender, trimmed', () => {
    expect(validateSenderForm({ name: ' Farmacia Sol ', email: ' hola@farmaciasol.es', smsSender: 'FarmaSol ' })).toEqual({
      ok: true,
      value: { name: 'Farmacia Sol', email: 'hola@farmaciasol.es', smsSender: 'FarmaSol' },
    });
  });

  it('cuts the SMS sender display name to 11 characters', () => {
    const result = validateSenderForm({ name: 'Farmacia', email: 'a@b.es', smsSender: 'Farmacia del Sol' });
    expect(result).toEqual({ ok: true, value: { name: 'Farmacia', email: 'a@b.es', smsSender: 'Farmacia de' } });
    const spaced = validateSenderForm({ name: 'Farmacia', email: 'a@b.es', smsSender: 'Farmacia   Sol' });
    expect(spaced).toEqual({ ok: true, value: { name: 'Farmacia', email: 'a@b.es', smsSender: 'Farmacia' } });
  });

  it.each([
    ['no name', { name: '', email: 'a@b.es', smsSender: 'FarmaSol' }],
    ['a blank email', { name: 'Farmacia', email: '  ', smsSender: 'FarmaSol' }],
    ['no SMS sender', { name: 'Farmacia', email: 'a@b.es', smsSender: '' }],
  ])('refuses %s with FIELDS_EMPTY', (_case, form) => {
    expect(validateSenderForm(form)).toEqual({ ok: false, error: 'FIELDS_EMPTY' });
  });

  it('accepts a form exactly when no field is blank, and never keeps more than 11 SMS sender characters', () => {
    const field = fc.oneof(fc.constantFrom('', ' ', '  '), fc.string({ unit: 'grapheme-ascii', maxLength: 20 }));
    fc.assert(
      fc.property(field, field, field, (name, email, smsSender) => {
        const result = validateSenderForm({ name, email, smsSender });
        expect(result.ok).toBe(name.trim() !== '' && email.trim() !== '' && smsSender.trim() !== '');
        if (result.ok) expect(result.value.smsSender.length).toBeLessThanOrEqual(11);
      }),
      { numRuns: 100 },
    );
  });
});

describe('senderStatus and senderWarning', () => {
  it.each<[string, Sender | undefined, string, string | undefined]>([
    ['no sender', undefined, 'MISSING', 'NO_SENDER'],
    ['an unverified sender', aSender(false), 'UNVERIFIED', 'UNVERIFIED'],
    ['a verified sender', aSender(true), 'VERIFIED', undefined],
  ])('for %s is %s, warning %s', (_case, sender, status, warning) => {
    expect(senderStatus(sender)).toBe(status);
    expect(senderWarning(sender)).toBe(warning);
  });
});
