import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WIZARD_FIELD_MESSAGES, isValidPhone, wizardTextFieldError, type WizardTextField } from '@domain/entities';

describe('wizardTextFieldError', () => {
  it.each<[WizardTextField, number]>([
    ['ownerName', 50],
    ['ownerSurname', 50],
    ['ownerColegiado', 50],
    ['pharmacyName', 100],
    ['address', 55],
    ['number', 15],
    ['floor', 15],
    ['door', 15],
    ['postalCode', 25],
    ['location', 28],
    ['province', 28],
    ['country', 19],
    ['contact', 100],
    ['fiscalName', 60],
    ['adminAddress', 60],
    ['adminNumber', 15],
    ['adminFloor', 15],
    ['adminDoor', 15],
    ['adminPostalCode', 25],
    ['adminLocation', 28],
    ['adminProvince', 28],
    ['adminCountry', 19],
    ['adminContact', 60],
  ])('accepts %s up to %i characters and refuses one more as INVALID', (field, maxLength) => {
    expect(wizardTextFieldError(field, 'x'.repeat(maxLength))).toBeUndefined();
    expect(wizardTextFieldError(field, 'x'.repeat(maxLength + 1))).toBe('INVALID');
  });

  it.each<[WizardTextField, number]>([
    ['pharmacyMail', 100],
    ['adminMail', 55],
  ])('refuses an e-mail in %s longer than %i characters', (field, maxLength) => {
    const atLimit = `${'a'.repeat(maxLength - '@farmacia.es'.length)}@farmacia.es`;
    expect(wizardTextFieldError(field, atLimit)).toBeUndefined();
    expect(wizardTextFieldError(field, `a${atLimit}`)).toBe('INVALID');
  });

  it.each<WizardTextField>([
    'ownerName',
    'ownerSurname',
    'ownerDni',
    'ownerColegiado',
    'ownerMail',
    'ownerPhone',
    'pharmacyName',
    'address',
    'number',
    'postalCode',
    'location',
    'province',
    'country',
    'pharmacyPhone',
    'pharmacyMail',
    'contact',
    'fiscalName',
    'fiscalId',
    'adminAddress',
    'adminPhone',
    'adminMail',
    'adminContact',
    'erp',
    'kam',
  ])('requires %s', (field) => {
    expect(wizardTextFieldError(field, '')).toBe('REQUIRED');
    expect(wizardTextFieldError(field, '   ')).toBe('REQUIRED');
  });

  it.each<WizardTextField>(['floor', 'door', 'secondPhone', 'adminFloor', 'adminDoor'])('lets %s be left empty', (field) => {
    expect(wizardTextFieldError(field, '')).toBeUndefined();
  });

  it.each<[WizardTextField, string, string | undefined]>([
    ['ownerDni', '12345678Z', undefined],
    ['ownerDni', 'X1234567L', undefined],
    ['ownerDni', '12345678A', 'INVALID'],
    ['ownerDni', 'A28015865', 'INVALID'],
    ['fiscalId', 'A28015865', undefined],
    ['fiscalId', '12345678Z', undefined],
    ['fiscalId', 'Y1234567X', undefined],
    ['fiscalId', 'A28015866', 'INVALID'],
    ['ownerPhone', '612345678', undefined],
    ['pharmacyPhone', '912345678', undefined],
    ['secondPhone', '812345678', 'INVALID'],
    ['adminPhone', '61234567', 'INVALID'],
    ['ownerMail', 'titular@farmacia.es', undefined],
    ['pharmacyMail', 'farmacia.es', 'INVALID'],
  ])('checks the format of %s: %s gives %s', (field, value, error) => {
    expect(wizardTextFieldError(field, value)).toBe(error);
  });

  it('names the errors with the spec texts', () => {
    expect(WIZARD_FIELD_MESSAGES.REQUIRED).toBe('* este campo es obligatorio');
    expect(WIZARD_FIELD_MESSAGES.INVALID).toBe('Comprueba valor');
  });
});

describe('isValidPhone', () => {
  it.each(['912345678', '612345678', '712345678', '6123456789012'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['61234567', 'only 7 digits after the first'],
    ['61234567890123', '13 digits after the first'],
    ['812345678', 'a first digit of 8'],
    ['+34612345678', 'a country prefix'],
    ['612 345 678', 'spaces'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('accepts exactly the digit strings of 9 to 13 digits that start with 9, 6 or 7', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 16 }), (digits) => {
        expect(isValidPhone(digits)).toBe('967'.includes(digits.charAt(0)) && digits.length >= 9 && digits.length <= 13);
      }),
      { numRuns: 300 },
    );
  });
});
