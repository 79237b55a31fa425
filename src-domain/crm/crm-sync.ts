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

/**
 * Finds the candidates of many answers among the same ERP clients: the clients are indexed once by
 * their normalised email, phone, loyalty card and id code, and each answer's candidates are then
 * {@link syncCandidates} of the clients sharing one of its values. The answer is the same as
 * `syncCandidates(answers, clients)`, without comparing every answer with every client.
 */
export function syncCandidateFinder(clients: readonly ErpClient[]): (answers: CrmSyncAnswers) => readonly SyncCandidate[] {
  const index = new Map<SyncKey, Map<string, number[]>>(SYNC_KEYS.map((key) => [key, new Map()]));
  clients.forEach((client, position) => {
    for (const key of SYNC_KEYS) {
      const value = NORMALISERS[key](client[key]);
      if (value === '') continue;
      const byValue = index.get(key)!;
      const positions = byValue.get(value);
      if (positions === undefined) byValue.set(value, [position]);
      else positions.push(position);
    }
  });
  return (answers) => {
    const found = new Set<number>();
    for (const key of SYNC_KEYS) {
      const value = NORMALISERS[key](answers[key]);
      if (value !== '') for (const position of index.get(key)?.get(value) ?? []) found.add(position);
    }
    const shortlist = [...found].sort((a, b) => a - b).flatMap((position) => clients[position] ?? []);
    return syncCandidates(answers, shortlist);
  };
}

/**
 * The refs of the CRM answers sync reads (spec 2 §3 "Sync matching uses CRM answers email, phone,
 * id_code, loyalty, name and apellidos"): the refs of the form service's mandatory questions.
 */
export const SYNC_ANSWER_REFS = { name: 'name', surnames: 'apellidos', email: 'email', phone: 'phone', loyalty: 'loyalty', idCode: 'id_code' } as const;

/**
 * What sync reads of a response: the answers to the questions of {@link SYNC_ANSWER_REFS}, each as
 * text ('' when unanswered; a number as its digits).
 */
export function syncAnswersOf(response: { readonly idAnswer: string; readonly questions: readonly { readonly id: string; readonly ref: string }[]; readonly answers: ReadonlyMap<string, unknown> }): CrmSyncAnswers {
  const text = (ref: string): string => {
    const question = response.questions.find((candidate) => candidate.ref === ref);
    const value = question === undefined ? undefined : response.answers.get(question.id);
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  };
  return {
    idAnswer: response.idAnswer,
    name: text(SYNC_ANSWER_REFS.name),
    surnames: text(SYNC_ANSWER_REFS.surnames),
    email: text(SYNC_ANSWER_REFS.email),
    phone: text(SYNC_ANSWER_REFS.phone),
    loyalty: text(SYNC_ANSWER_REFS.loyalty),
    idCode: text(SYNC_ANSWER_REFS.idCode),
  };
}
