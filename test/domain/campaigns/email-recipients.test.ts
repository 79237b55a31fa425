import { describe, expect, it } from 'vitest';
import { emailRecipientError, parseTestEmails } from '@domain/campaigns';

describe('emailRecipientError', () => {
  it.each<[string, number, boolean, ReturnType<typeof emailRecipientError>]>([
    ['', 0, false, undefined],
    ['', 0, true, 'REQUIRED'],
    ['  ', 0, true, 'REQUIRED'],
    ['', 1, true, undefined],
    ['ana@farmacia.es', 0, true, undefined],
    [' ana@farmacia.es ', 2, false, undefined],
    ['ana@', 0, false, 'INVALID_EMAIL'],
    ['ana@', 3, true, 'INVALID_EMAIL'],
  ])('judges %j at position %i (submitted: %s) as %s', (value, position, submitted, error) => {
    expect(emailRecipientError(value, position, submitted)).toBe(error);
  });
});

describe('parseTestEmails', () => {
  it('reads one or more comma-separated addresses', () => {
    expect(parseTestEmails('ana@farmacia.es')).toEqual({ ok: true, value: ['ana@farmacia.es'] });
    expect(parseTestEmails(' ana@farmacia.es, luis@farmacia.es ,')).toEqual({ ok: true, value: ['ana@farmacia.es', 'luis@farmacia.es'] });
  });

  it.each([
    ['', 'NO_RECIPIENTS'],
    [' , ', 'NO_RECIPIENTS'],
    ['ana@farmacia.es, luis', 'INVALID_EMAIL'],
    ['ana@farmacia.es; luis@farmacia.es', 'INVALID_EMAIL'],
  ])('refuses %j with %s', (text, error) => {
    expect(parseTestEmails(text)).toEqual({ ok: false, error });
  });
});
