import type { ClientData, ClientHashData, ClientRow, ErpClientData } from './client';

/**
 * How the personal data of a client who has not signed the data-protection consent is shown and
 * exported (spec 2 §2 "Client panel", §7 Excel download's obfuscateWhenNotLopd). The spec names the
 * rule but not its shape; ours keeps enough to recognise a client the pharmacy already knows, and
 * nothing that would let the data be used:
 * - a name keeps the first letter of each word: 'Ana García' → 'A** G*****';
 * - an email keeps the first character of its user (none of a one-character user) and its domain:
 *   'ana@correo.es' → 'a**@correo.es', 'a@correo.es' → '*@correo.es';
 * - a phone, a card or any other value keeps its last 3 characters: '612345678' → '******678'.
 * Empty values stay empty. Characters are counted as code points. Masking a masked value changes
 * nothing, so a value the server already masked may be masked again on its way to the screen.
 */
export type PersonalField = 'name' | 'email' | 'phone' | 'other';

const MASK = '*';

function maskWord(word: string): string {
  const [first = '', ...rest] = Array.from(word);
  return first + MASK.repeat(rest.length);
}

/** The value of personal field `field` as shown for a client without consent (see the rule above). */
export function obfuscatePersonalValue(field: PersonalField, value: string): string {
  if (value === '') return '';
  if (field === 'name') return value.split(/(\s+)/).map((part) => (/^\s+$/.test(part) ? part : maskWord(part))).join('');
  if (field === 'email') {
    const at = value.lastIndexOf('@');
    const user = value.slice(0, at);
    if (at > 0) return (Array.from(user).length > 1 ? maskWord(user) : MASK) + value.slice(at);
  }
  const characters = Array.from(value);
  const kept = Math.min(3, Math.max(0, characters.length - 1));
  return MASK.repeat(characters.length - kept) + characters.slice(characters.length - kept).join('');
}

/** A field of a client's data, wherever it appears: the results table, the client panel, the Excel file. */
export type ClientField =
  | 'id'
  | 'sources'
  | 'name'
  | 'email'
  | 'phone'
  | 'card'
  | 'idCode'
  | 'address'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'country'
  | 'birthday'
  | 'sex'
  | 'points'
  | 'sales'
  | 'crmId'
  | 'otherPersonal';

/** What is done with a field of a client without consent: shown as it is, masked, or left out. */
export type FieldTreatment = 'shown' | 'masked' | 'hidden';

/**
 * The one rule for a client who has not signed the data-protection consent (ADR 27), the same in the
 * results table, the client panel and the Excel download:
 * - shown: what belongs to the pharmacy's own records and does not name the person: the client id,
 *   the sources (ERP, online shop), the CRM id, the city, the province, the postcode, the country, the
 *   loyalty points and the sales (what the segmentation is about);
 * - masked with {@link obfuscatePersonalValue}: what identifies or reaches the person: the name, the
 *   email, the phone, the loyalty card, the id code (DNI), the address, and any personal field of the
 *   digital services the rule does not name (`otherPersonal`);
 * - hidden: the birthday and the sex, which with the postcode single out most people and which a
 *   masked value would still half show.
 * A client's consent is the ERP's `lopd_signed`; a client with no ERP data has none recorded, and
 * consent that is not recorded is not given. A client who signed is shown whole.
 */
export const WITHOUT_CONSENT: Readonly<Record<ClientField, FieldTreatment>> = {
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
};

/** How a masked field is masked. */
const MASKED_AS: Partial<Record<ClientField, PersonalField>> = { name: 'name', email: 'email', phone: 'phone' };

/** What is done with `field` of a client with (`consent`) or without the consent: see {@link WITHOUT_CONSENT}. */
export function clientFieldTreatment(field: ClientField, consent: boolean): FieldTreatment {
  return consent ? 'shown' : WITHOUT_CONSENT[field];
}

/** The text of `field` as shown and exported for a client with or without `consent` ('' when hidden). */
export function shownClientValue(field: ClientField, value: string, consent: boolean): string {
  const treatment = clientFieldTreatment(field, consent);
  if (treatment === 'shown') return value;
  return treatment === 'hidden' ? '' : obfuscatePersonalValue(MASKED_AS[field] ?? 'other', value);
}

/** A results row as shown for a client with or without `consent` (name, email, phone and card masked without it). */
export function clientRowAsShown(row: ClientRow, consent: boolean): ClientRow {
  if (consent) return row;
  return {
    ...row,
    name: shownClientValue('name', row.name, false),
    email: shownClientValue('email', row.email, false),
    phone: shownClientValue('phone', row.phone, false),
    loyalty: shownClientValue('card', row.loyalty, false),
  };
}

/**
 * The field of the digital services' billing data (spec 2 §3 "Client data" ds, whose names the spec
 * does not list) that a field name stands for: the shop's `billing_*` names; any other is `otherPersonal`.
 */
export function digitalServicesField(name: string): ClientField {
  switch (name) {
    case 'billing_first_name':
    case 'billing_last_name':
      return 'name';
    case 'billing_email':
      return 'email';
    case 'billing_phone':
      return 'phone';
    case 'billing_address_1':
    case 'billing_address_2':
      return 'address';
    case 'billing_city':
      return 'city';
    case 'billing_state':
      return 'state';
    case 'billing_postcode':
      return 'postalCode';
    case 'billing_country':
      return 'country';
    default:
      return 'otherPersonal';
  }
}

/** The client's consent as the panel's data records it: the ERP's, and none without ERP data. */
export function clientConsent(data: ClientData): boolean {
  return data.erp?.lopdSigned === true;
}

/** Everything the client panel shows of a client, as the rule ({@link WITHOUT_CONSENT}) lets it be shown. */
export function clientDataAsShown(data: ClientData): ClientData {
  const consent = clientConsent(data);
  if (consent) return data;
  const shown = (field: ClientField, value: string): string => shownClientValue(field, value, false);
  const erp: ErpClientData | undefined =
    data.erp === undefined
      ? undefined
      : {
          ...data.erp,
          name: shown('name', data.erp.name),
          sales: WITHOUT_CONSENT.sales === 'hidden' ? [] : data.erp.sales,
          points: WITHOUT_CONSENT.points === 'hidden' ? null : data.erp.points,
          idCode: shown('idCode', data.erp.idCode),
          loyalty: shown('card', data.erp.loyalty),
          address: shown('address', data.erp.address),
          city: shown('city', data.erp.city),
          state: shown('state', data.erp.state),
          postalCode: shown('postalCode', data.erp.postalCode),
          email: shown('email', data.erp.email),
          phone: shown('phone', data.erp.phone),
          birthday: shown('birthday', data.erp.birthday),
          sex: shown('sex', data.erp.sex),
        };
  const ds = data.ds === undefined ? undefined : new Map([...data.ds].map(([name, value]) => [name, shown(digitalServicesField(name), value)] as const));
  const hash: ClientHashData | undefined =
    data.hash === undefined
      ? undefined
      : {
          sex: shown('sex', data.hash.sex),
          birthday: shown('birthday', data.hash.birthday),
          loyalty: shown('card', data.hash.loyalty),
          crmId: shown('crmId', data.hash.crmId),
          name: shown('name', data.hash.name),
        };
  return { erp, ds, hash };
}
