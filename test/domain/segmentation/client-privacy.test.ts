import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WITHOUT_CONSENT,
  clientConsent,
  clientDataAsShown,
  clientFieldTreatment,
  clientRowAsShown,
  digitalServicesField,
  obfuscatePersonalValue,
  shownClientValue,
  type ClientData,
  type ClientField,
  type ClientRow,
} from '@domain/segmentation';

describe('obfuscatePersonalValue', () => {
  it('keeps the first letter of each word of a name', () => {
    expect(obfuscatePersonalValue('name', 'Ana García')).toBe('A** G*****');
    expect(obfuscatePersonalValue('name', 'María  José Ñúñez')).toBe('M****  J*** Ñ****');
  });

  it('keeps the first character of the user and the whole domain of an email', () => {
    expect(obfuscatePersonalValue('email', 'ana@correo.es')).toBe('a**@correo.es');
    expect(obfuscatePersonalValue('email', 'a.b@c@d.es')).toBe('a****@d.es');
    expect(obfuscatePersonalValue('email', 'x@yz.es')).toBe('*@yz.es');
  });

  it('keeps the last 3 characters of a phone or any other value, and at least hides one', () => {
    expect(obfuscatePersonalValue('phone', '612345678')).toBe('******678');
    expect(obfuscatePersonalValue('other', 'AB')).toBe('*B');
    expect(obfuscatePersonalValue('other', 'X')).toBe('*');
    expect(obfuscatePersonalValue('email', 'sin-arroba')).toBe('*******oba');
  });

  it('leaves an empty value empty', () => {
    for (const field of ['name', 'email', 'phone', 'other'] as const) expect(obfuscatePersonalValue(field, '')).toBe('');
  });

  it('keeps the length in characters and never shows the whole of a value longer than one character', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'email', 'phone', 'other' as const), fc.string({ minLength: 2, unit: 'grapheme' }).filter((text) => !text.includes('*')), (field, value) => {
        const hidden = obfuscatePersonalValue(field, value);
        expect(Array.from(hidden)).toHaveLength(Array.from(value).length);
        // Two characters in a row, counted as code points as the rule counts them.
        if (/[^\s@]{2}/u.test(value)) expect(hidden).not.toBe(value);
      }),
      { numRuns: 2000 },
    );
  });
});

const ROW: ClientRow = { id: '10042', name: 'Ana García', phone: '612345678', email: 'ana@correo.es', loyalty: 'FID123456', sources: { erp: true, ecommerce: false } };

const DATA: ClientData = {
  erp: {
    name: 'Ana García',
    sales: [{ date: '2026-11-20T10:00:00+01:00', total: 12.5, description: 'Vitamina D', familyName: 'Vitaminas', superFamilyName: 'Nutrición' }],
    points: 340,
    idCode: '12345678Z',
    loyalty: 'FID123456',
    address: 'Calle Mayor, 3',
    city: 'Madrid',
    state: 'Madrid',
    postalCode: '28013',
    email: 'ana@correo.es',
    phone: '612345678',
    birthday: '1980-05-12',
    sex: 'female',
    lopdSigned: false,
  },
  ds: new Map([
    ['billing_first_name', 'Ana'],
    ['billing_city', 'Madrid'],
    ['billing_company', 'Farmacia Ana'],
  ]),
  hash: { sex: 'female', birthday: '1980-05-12', loyalty: 'FID123456', crmId: '5f1c0ffee0ddba11ab1e5eed', name: 'Ana García' },
};

describe('the rule for a client without consent', () => {
  it('shows what does not name the person, masks what identifies them and hides the birthday and the sex', () => {
    expect(WITHOUT_CONSENT).toEqual({
      id: 'shown',
      sources: 'shown',
      crmId: 'shown',
      city: 'shown',
      state: 'shown',
      postalCode: 'shown',
      country: 'shown',
      points: 'shown',
      sales: 'shown',
      name: 'masked',
      email: 'masked',
      phone: 'masked',
      card: 'masked',
      idCode: 'masked',
      address: 'masked',
      otherPersonal: 'masked',
      birthday: 'hidden',
      sex: 'hidden',
    });
    expect(shownClientValue('birthday', '1980-05-12', false)).toBe('');
    expect(shownClientValue('postalCode', '28013', false)).toBe('28013');
    expect(shownClientValue('card', 'FID123456', false)).toBe('******456');
  });

  it('shows every field of a client who signed as it is', () => {
    for (const field of Object.keys(WITHOUT_CONSENT) as ClientField[]) {
      expect(clientFieldTreatment(field, true)).toBe('shown');
      expect(shownClientValue(field, 'Ana García', true)).toBe('Ana García');
    }
    expect(clientRowAsShown(ROW, true)).toBe(ROW);
    const signed = { ...DATA, erp: { ...DATA.erp!, lopdSigned: true } };
    expect(clientDataAsShown(signed)).toBe(signed);
  });

  it('masks the name, email, phone and card of a results row, and keeps its id and sources', () => {
    expect(clientRowAsShown(ROW, false)).toEqual({
      id: '10042',
      name: 'A** G*****',
      phone: '******678',
      email: 'a**@correo.es',
      loyalty: '******456',
      sources: { erp: true, ecommerce: false },
    });
  });

  it("gives the panel the same masked values as the row, and neither the birthday nor the sex", () => {
    const shown = clientDataAsShown(DATA);
    expect(shown.erp).toEqual({
      ...DATA.erp,
      name: 'A** G*****',
      idCode: '******78Z',
      loyalty: '******456',
      address: '***********, 3',
      email: 'a**@correo.es',
      phone: '******678',
      birthday: '',
      sex: '',
    });
    expect(shown.erp?.sales).toEqual(DATA.erp?.sales);
    expect(shown.erp?.points).toBe(340);
    expect([...(shown.ds ?? [])]).toEqual([
      ['billing_first_name', 'A**'],
      ['billing_city', 'Madrid'],
      ['billing_company', '*********Ana'],
    ]);
    expect(shown.hash).toEqual({ sex: '', birthday: '', loyalty: '******456', crmId: '5f1c0ffee0ddba11ab1e5eed', name: 'A** G*****' });
    const row = clientRowAsShown(ROW, false);
    expect([shown.erp?.name, shown.erp?.email, shown.erp?.phone, shown.erp?.loyalty]).toEqual([row.name, row.email, row.phone, row.loyalty]);
  });

  it('takes a client without ERP data, whose consent is not recorded, as one without consent', () => {
    const withoutErp: ClientData = { erp: undefined, ds: undefined, hash: DATA.hash };
    expect(clientConsent(withoutErp)).toBe(false);
    expect(clientDataAsShown(withoutErp).hash?.name).toBe('A** G*****');
  });

  it('changes nothing more when a value already shown by the rule goes through it again', () => {
    const fields = Object.keys(WITHOUT_CONSENT) as ClientField[];
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.string({ maxLength: 40, unit: 'grapheme' }), (field, value) => {
        const once = shownClientValue(field, value, false);
        expect(shownClientValue(field, once, false)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('names the digital services fields it knows, and masks any other', () => {
    expect(digitalServicesField('billing_last_name')).toBe('name');
    expect(digitalServicesField('billing_postcode')).toBe('postalCode');
    expect(digitalServicesField('billing_vat')).toBe('otherPersonal');
  });
});
