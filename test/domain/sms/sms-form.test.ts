import { describe, expect, it } from 'vitest';
import { SMS_MESSAGES, smsMessageErrors, smsSendingErrors } from '@domain/sms';

describe('smsMessageErrors', () => {
  it('accepts a sender and a valid text', () => {
    expect(smsMessageErrors({ senderName: 'FarmaSol', text: 'Vacunas de la gripe disponibles' })).toEqual([]);
  });

  it.each([
    [{ senderName: '', text: 'Hola' }, ['MISSING_SENDER']],
    [{ senderName: '   ', text: 'Hola' }, ['MISSING_SENDER']],
    [{ senderName: 'FarmaSol', text: '' }, ['EMPTY_CONTENT']],
    [{ senderName: 'FarmaSol', text: ' \n ' }, ['EMPTY_CONTENT']],
    [{ senderName: 'FarmaSol', text: 'Promoción' }, ['INVALID_CHARACTERS']],
    [{ senderName: 'FarmaSol', text: 'a'.repeat(307) }, ['TOO_LONG']],
    [{ senderName: '', text: '😀'.repeat(307) }, ['MISSING_SENDER', 'INVALID_CHARACTERS', 'TOO_LONG']],
  ])('refuses %j with %j', (message, errors) => {
    expect(smsMessageErrors(message)).toEqual(errors);
  });

  it('accepts a text of exactly 306 units', () => {
    expect(smsMessageErrors({ senderName: 'FarmaSol', text: '€'.repeat(153) })).toEqual([]);
  });
});

describe('smsSendingErrors', () => {
  const message = { senderName: 'FarmaSol', text: 'Hola' };

  it('accepts valid recipients', () => {
    expect(smsSendingErrors({ ...message, recipients: ['612345678', '712345678'] })).toEqual([]);
  });

  it.each([
    ['no recipient', []],
    ['a landline', ['612345678', '912345678']],
    ['a short number', ['61234567']],
  ])('refuses %s with INVALID_RECIPIENTS', (_case, recipients) => {
    expect(smsSendingErrors({ ...message, recipients })).toEqual(['INVALID_RECIPIENTS']);
  });

  it('adds the recipient error to the message errors', () => {
    expect(smsSendingErrors({ senderName: '', text: '', recipients: [] })).toEqual(['MISSING_SENDER', 'EMPTY_CONTENT', 'INVALID_RECIPIENTS']);
  });

  it('has a text for every code', () => {
    expect(Object.keys(SMS_MESSAGES).sort()).toEqual(
      ['EMPTY_CONTENT', 'INVALID_CHARACTERS', 'INVALID_PHONE_NUMBER', 'INVALID_RECIPIENTS', 'MISSING_SENDER', 'TOO_LONG'],
    );
  });
});
