/** The data a client is matched by when syncing ERP clients with CRM answers (spec 2 §3, §9). */
export type SyncKey = 'email' | 'phone' | 'loyalty' | 'idCode';

/** The matching data of one person, as typed in the ERP or in the CRM form; '' when unknown. */
export interface SyncIdentity {
  readonly email: string;
  readonly phone: string;
  readonly loyalty: string;
  readonly idCode: string;
}

/** A client of the pharmacy's ERP, with its id in the ERP (the erp_id sent when syncing). */
export interface ErpClient extends SyncIdentity {
  readonly erpId: string;
  readonly name: string;
}

/**
 * A CRM response not yet synced, with the answers sync uses (spec 2 §3 "Sync matching uses CRM answers
 * email, phone, id_code, loyalty, name and apellidos"); `surnames` is the apellidos answer.
 */
export interface CrmSyncAnswers extends SyncIdentity {
  readonly idAnswer: string;
  readonly name: string;
  readonly surnames: string;
}

/** An ERP client that may be the person who answered, and the data both share. */
export interface SyncCandidate {
  readonly client: ErpClient;
  readonly matchedBy: readonly SyncKey[];
}

/** An email as compared: trimmed and in lower case. Not in the spec. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone as compared: its digits only, without a Spanish country prefix (+34 or 0034) in front of
 * nine digits, so '+34 600 11 22 33' and '600112233' match. Not in the spec.
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('34')) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith('0034')) return digits.slice(4);
  return digits;
}

/**
 * A loyalty card or id code (DNI) as compared: without spaces, dots and hyphens, in upper case, so
 * '12345678-z' and '12345678Z' match. Not in the spec.
 */
export function normaliseCode(code: string): string {
  return code.replace(/[\s.-]/g, '').toUpperCase();
}

const NORMALISERS: Readonly<Record<SyncKey, (value: string) => string>> = {
  email: normaliseEmail,
  phone: normalisePhone,
  loyalty: normaliseCode,
  idCode: normaliseCode,
};

const SYNC_KEYS: readonly SyncKey[] = ['email', 'phone', 'loyalty', 'idCode'];

/**
 * The data two people share, in the order email, phone, loyalty, id code (spec 2 §9 "Sync matches ERP
 * clients to CRM answers by email, phone, loyalty or id_code"). Values are compared normalised (see
 * {@link normaliseEmail}, {@link normalisePhone}, {@link normaliseCode}); an empty value never matches.
 */
export function matchKeys(a: SyncIdentity, b: SyncIdentity): readonly SyncKey[] {
  return SYNC_KEYS.filter((key) => {
    const value = NORMALISERS[key](a[key]);
    return value !== '' && value === NORMALISERS[key](b[key]);
  });
}

/**
 * The ERP clients that may be the person who gave `answers`: those sharing an email, phone, loyalty card
 * or id code (spec 2 §9). Not in the spec: candidates sharing more data come first, then in the given
 * order; the user still chooses which one to sync.
 */
export function syncCandidates(answers: CrmSyncAnswers, clients: readonly ErpClient[]): readonly SyncCandidate[] {
  return clients
    .map((client) => ({ client, matchedBy: matchKeys(answers, client) }))
    .filter((candidate) => candidate.matchedBy.length > 0)
    .sort((a, b) => b.matchedBy.length - a.matchedBy.length);
}

/** The full name of who answered: name and apellidos, trimmed and joined by one space. */
export function crmAnswerFullName(answers: Pick<CrmSyncAnswers, 'name' | 'surnames'>): string {
  return [answers.name.trim(), answers.surnames.trim()].filter((part) => part !== '').join(' ');
}
