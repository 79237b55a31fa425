import { normaliseCode, normalisePhone, questionRef, type CrmAnswerValue, type CrmField, type CrmForm, type CrmFormUrls, type ErpClient } from '@domain/crm';
import { FEMALE_FIRST_NAMES, FIRST_NAMES, SURNAMES, SeededRandom, plainName, type DemoCollection, type DemoDatabase } from '@adapters/demo';
import { generateClientTable, type DemoClientTable } from '@adapters/segmentation';

/**
 * The demo's loyalty CRM. No pharmacy has a form at first: a trainee creates the main demo pharmacy's
 * and finds, from then on, the responses its clients gave, generated from the seed over the pharmacy's
 * demo clients (the segmentation screen's), most of them already synced with their ERP client and a
 * few not yet.
 */

/** Bumped when the stored forms' or responses' shape changes: changes of another version are dropped. */
export const CRM_DEMO_VERSION = 1;

type QuestionSpec = {
  readonly title: string;
  readonly type: string;
  readonly ref?: string;
  readonly required?: boolean;
  readonly choices?: readonly string[];
  readonly multiple?: boolean;
};

function question(id: string, spec: QuestionSpec): CrmField {
  return {
    id,
    title: spec.title,
    type: spec.type,
    ref: spec.ref ?? questionRef(spec.title),
    properties: {
      ...(spec.choices === undefined ? {} : { allowMultipleSelection: spec.multiple === true, choices: spec.choices.map((label) => ({ ref: questionRef(label), label, selected: false })) }),
      ...(spec.type === 'date' ? { structure: 'DDMMYYYY', separator: '/' } : {}),
    },
    validations: { required: spec.required === true },
  };
}

/** The choices of the sex question, by the demo clients' sex code (0 not registered, 1 male, 2 female). */
const SEX_CHOICES = ['Prefiero no decirlo', 'Hombre', 'Mujer'] as const;

/** A stranger's answer to the sex question: none when `drawn` is none, else the one that goes with the name. */
const sexAnswerOf = (first: string, drawn: (typeof SEX_CHOICES)[number]): string => (drawn === SEX_CHOICES[0] ? drawn : FEMALE_FIRST_NAMES.has(first) ? 'Mujer' : 'Hombre');
const CHILDREN_CHOICES = ['No', 'Sí, menores de 12 años', 'Sí, mayores de 12 años'] as const;
const SPORT_CHOICES = ['Nunca', 'Alguna vez al mes', 'Varias veces por semana'] as const;
const HOW_CHOICES = ['Por recomendación', 'Redes sociales', 'Pasaba por delante', 'Web de la farmacia'] as const;
const INTEREST_CHOICES = ['Dermocosmética', 'Nutrición', 'Bebés y maternidad', 'Salud natural', 'Ortopedia'] as const;

/**
 * The questions every form has (GET getMandatoryQuestions), with the refs sync reads (name, apellidos,
 * email, phone, loyalty, id_code) and the excluded children, sport and legal-test ones.
 */
export const DEMO_MANDATORY_QUESTIONS: readonly CrmField[] = (
  [
    { title: 'Nombre', type: 'short_text', ref: 'name', required: true },
    { title: 'Apellidos', type: 'short_text', ref: 'apellidos', required: true },
    { title: 'Email', type: 'email', ref: 'email', required: true },
    { title: 'Teléfono móvil', type: 'phone_number', ref: 'phone', required: true },
    { title: 'Fecha de nacimiento', type: 'date', ref: 'birthday', required: true },
    { title: 'Sexo', type: 'multiple_choice', ref: 'sex', required: true, choices: ['Mujer', 'Hombre', 'Prefiero no decirlo'] },
    { title: 'Número de tarjeta de fidelización', type: 'short_text', ref: 'loyalty' },
    { title: 'DNI', type: 'short_text', ref: 'id_code' },
    { title: '¿Tiene hijos?', type: 'multiple_choice', ref: 'children', choices: CHILDREN_CHOICES },
    { title: '¿Practica deporte?', type: 'multiple_choice', ref: 'sport', choices: SPORT_CHOICES },
    { title: 'Acepto la política de privacidad y las condiciones de uso', type: 'legal', ref: 'legal_test', required: true },
  ] satisfies QuestionSpec[]
).map((spec, index) => question(`mandatory-${index + 1}`, spec));

/** Ready-made questions a form may add (GET getTemplates); a new demo form has the first two. */
export const DEMO_QUESTION_TEMPLATES: readonly CrmField[] = (
  [
    { title: '¿Cómo nos conociste?', type: 'multiple_choice', choices: HOW_CHOICES },
    { title: 'Intereses', type: 'multiple_choice', choices: INTEREST_CHOICES, multiple: true },
    { title: '¿Toma medicación habitualmente?', type: 'yes_no' },
    { title: 'Alergias conocidas', type: 'short_text' },
    { title: 'Fecha de la última revisión', type: 'date' },
    { title: 'Comentarios', type: 'long_text' },
  ] satisfies QuestionSpec[]
).map((spec, index) => question(`template-${index + 1}`, spec));

/** The questions of a new form, in order: the mandatory ones, then the first two templates. */
const NEW_FORM_QUESTIONS: readonly CrmField[] = [...DEMO_MANDATORY_QUESTIONS, ...DEMO_QUESTION_TEMPLATES.slice(0, 2)];

/** The id of pharmacy `eid`'s form: one form a pharmacy. */
export const crmFormIdOf = (eid: number): string => `crm${eid}`;

/** The pharmacy of form `formId`, undefined for an id no demo form has. */
export function eidOfCrmFormId(formId: string): number | undefined {
  const match = /^crm(\d{1,9})$/.exec(formId);
  return match === null ? undefined : Number(match[1]);
}

/** The id of question `position` (1-based) of form `formId`. */
const questionIdOf = (formId: string, position: number): string => `${formId}-${position}`;

/** The id of the form's question of ref `ref` when the form was created. */
function newFormQuestionId(formId: string, ref: string): string {
  return questionIdOf(formId, NEW_FORM_QUESTIONS.findIndex((candidate) => candidate.ref === ref) + 1);
}

/**
 * The form newForm creates for a pharmacy: titled after it, embedded in its shop (`{shop}/fidelizacion`),
 * with the questions of a new form ({@link NEW_FORM_QUESTIONS}) numbered `{formId}-1`, `-2`… and the
 * terms' address as the description of the legal question.
 */
export function newDemoForm(eid: number, pharmacyName: string, urls: CrmFormUrls): CrmForm {
  const id = crmFormIdOf(eid);
  return {
    id,
    title: `Formulario de fidelización de ${pharmacyName}`,
    embedUrl: `${urls.shopUrl.replace(/\/+$/, '')}/fidelizacion`,
    fields: NEW_FORM_QUESTIONS.map((field, index) => ({
      ...field,
      id: questionIdOf(id, index + 1),
      properties: field.type === 'legal' ? { ...field.properties, description: urls.termsUrl } : field.properties,
    })),
  };
}

/** A pharmacy's form as the demo keeps it. */
export interface DemoCrmForm {
  readonly eid: number;
  readonly form: CrmForm;
}

/** The pharmacies' forms, by eid: none is generated. */
export function pharmacyCrmForms(db: DemoDatabase): DemoCollection<DemoCrmForm> {
  return db.collection<DemoCrmForm>('crmForms', { version: CRM_DEMO_VERSION, key: (record) => String(record.eid), generate: () => [] });
}

/** A client's response as the demo keeps it: its answers by question id and the ERP client it is synced with. */
export interface DemoCrmResponse {
  readonly idAnswer: string;
  readonly eid: number;
  readonly formId: string;
  /** The ERP client the response is synced with; null while it is not. */
  readonly erpId: string | null;
  readonly answers: readonly (readonly [questionId: string, value: CrmAnswerValue])[];
}

/** The responses to pharmacy `eid`'s form, generated on their first read ({@link generateCrmResponses}). */
export function pharmacyCrmResponses(db: DemoDatabase, eid: number): DemoCollection<DemoCrmResponse> {
  return db.collection<DemoCrmResponse>(`crmResponses.${eid}`, {
    version: CRM_DEMO_VERSION,
    key: (record) => record.idAnswer,
    generate: ({ random, now, data }) => generateCrmResponses({ seed: data.seed, anchor: now, eid, random }),
  });
}

/** The last pharmacy's clients: a trainee works in one pharmacy at a time. */
let cachedTable: { readonly key: string; readonly table: DemoClientTable; clients?: readonly ErpClient[] } | undefined;

function clientTableOf(seed: number, anchor: number, eid: number): { readonly table: DemoClientTable; clients?: readonly ErpClient[] } {
  const key = `${seed}:${anchor}:${eid}`;
  if (cachedTable?.key !== key) cachedTable = { key, table: generateClientTable({ seed, anchor, eid }) };
  return cachedTable;
}

/** The demo clients of pharmacy `eid` (the segmentation screen's, before any import), as the CRM reads them. */
export function demoCrmClientTable(seed: number, anchor: number, eid: number): DemoClientTable {
  return clientTableOf(seed, anchor, eid).table;
}

/** The DNI check letters, indexed by the number modulo 23. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A DNI drawn from `random`: eight digits and their check letter. */
function drawDni(random: SeededRandom): string {
  const number = random.int(10_000_000, 79_999_999);
  return `${number}${DNI_LETTERS.charAt(number % 23)}`;
}

/** The id code (DNI) the demo ERP holds for client `index` of pharmacy `eid`, from a random source of its own. */
function erpIdCode(seed: number, eid: number, index: number): string {
  return drawDni(new SeededRandom((Math.imul(seed, 0x2c1b3c6d) ^ Math.imul(eid + 0x5bd1e995, 0x297a2d39) ^ Math.imul(index + 1, 0x3c6ef372)) >>> 0));
}

/**
 * The clients of pharmacy `eid`'s ERP (GET getAllClients), as sync compares them: the demo clients of
 * the segmentation screen (id, name, email, phone, loyalty card) with an id code (DNI) each, a function
 * of the seed, the pharmacy and the client. Not the client panel's id code, which the panel draws on
 * its own.
 */
export function demoErpClients(seed: number, anchor: number, eid: number): readonly ErpClient[] {
  const entry = clientTableOf(seed, anchor, eid);
  if (entry.clients !== undefined) return entry.clients;
  const { table } = entry;
  const clients = Array.from({ length: table.count }, (_, index): ErpClient => ({
    erpId: table.ids[index] ?? '',
    name: table.names[index] ?? '',
    email: table.emails[index] ?? '',
    phone: table.phones[index] ?? '',
    loyalty: table.cards[index] ?? '',
    idCode: erpIdCode(seed, eid, index),
  }));
  entry.clients = clients;
  return clients;
}

/** Of every this many responses, one of each kind below is not synced yet. */
const RESPONSES_PER_UNSYNCED_KIND = 300;

/**
 * The responses not synced yet, a few of each kind: the same person as an ERP client with every piece
 * of data typed differently ('all': the email in capitals, the phone with +34 and spaces, the card and
 * the DNI in lower case), with one piece only (email, phone, loyalty card or DNI, the rest new to the
 * ERP), with the email of one client and the phone of another ('two': two candidates), or a stranger
 * the ERP does not know ('none').
 */
const UNSYNCED_KINDS = ['all', 'email', 'phone', 'loyalty', 'idCode', 'two', 'none'] as const;
type UnsyncedKind = (typeof UNSYNCED_KINDS)[number];

/** What share of a pharmacy's clients answered the form. */
const RESPONSE_SHARE = 0.12;

/**
 * The responses to pharmacy `eid`'s form when it is created: 12 % of its demo clients answered it
 * (2,400 of Farmacia Llorente's 20,000), each once, with their name, surnames, contact, birthday, sex,
 * card and, for most, their DNI; children, sport, how they met the pharmacy and their interests are
 * drawn from `random`. Every response is synced with its ERP client but a few of each kind of
 * {@link UNSYNCED_KINDS} (one each for every {@link RESPONSES_PER_UNSYNCED_KIND} responses: 8 of each,
 * 56 in all, for Farmacia Llorente), spread among the others. Nothing typed anew (an email, a phone or
 * a DNI) is any ERP client's.
 */
export function generateCrmResponses(options: { readonly seed: number; readonly anchor: number; readonly eid: number; readonly random: SeededRandom }): DemoCrmResponse[] {
  const { seed, anchor, eid, random } = options;
  const { table } = clientTableOf(seed, anchor, eid);
  const erp = demoErpClients(seed, anchor, eid);
  const formId = crmFormIdOf(eid);
  const id = (ref: string): string => newFormQuestionId(formId, ref);
  const total = Math.round(table.count * RESPONSE_SHARE);
  const perKind = Math.max(1, Math.round(total / RESPONSES_PER_UNSYNCED_KIND));

  const phones = new Set(erp.map((client) => normalisePhone(client.phone)).filter((phone) => phone !== ''));
  const codes = new Set(erp.map((client) => normaliseCode(client.idCode)));
  const taken = new Set<number>();
  const nameParts = (index: number): string[] => (table.names[index] ?? '').split(' ');
  /** A client not yet answering, with a full name, that passes `wanted`. */
  const pickClient = (wanted: (index: number) => boolean): number => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const index = random.int(0, table.count - 1);
      if (!taken.has(index) && nameParts(index).length >= 3 && wanted(index)) {
        taken.add(index);
        return index;
      }
    }
    for (let index = 0; index < table.count; index += 1) {
      if (!taken.has(index) && wanted(index)) {
        taken.add(index);
        return index;
      }
    }
    throw new Error(`The demo pharmacy ${eid} has too few clients for its CRM responses`);
  };
  const hasEmail = (index: number): boolean => (table.emails[index] ?? '').includes('@');
  const hasPhone = (index: number): boolean => /^[67]\d{8}$/.test(table.phones[index] ?? '');
  const hasCard = (index: number): boolean => (table.cards[index] ?? '') !== '';
  const newPhone = (): string => {
    for (;;) {
      const phone = `${random.pick(['6', '7'])}${random.int(10_000_000, 99_999_999)}`;
      if (!phones.has(phone)) return phone;
    }
  };
  const newDni = (): string => {
    for (;;) {
      const dni = drawDni(random);
      if (!codes.has(dni)) return dni;
    }
  };
  // No ERP client's email is at this domain.
  const newEmail = (first: string, surname: string): string => `${plainName(first)}.${plainName(surname)}${random.int(1, 999)}@protonmail.com`;
  const birthdayOf = (index: number): string | null => {
    const year = table.birthYear[index] ?? 0;
    if (year === 0) return null;
    return `${year}-${String(table.birthMonth[index] ?? 1).padStart(2, '0')}-${String(table.birthDay[index] ?? 1).padStart(2, '0')}`;
  };
  const profile = (): [string, CrmAnswerValue][] => {
    const interests = INTEREST_CHOICES.filter(() => random.chance(0.3));
    return [
      [id('children'), random.pick(CHILDREN_CHOICES)],
      [id('sport'), random.pick(SPORT_CHOICES)],
      [id('legal_test'), true],
      [id('¿Cómo_nos_conociste?'), random.chance(0.85) ? random.pick(HOW_CHOICES) : null],
      [id('Intereses'), interests.length === 0 ? null : interests],
    ];
  };
  /** The answers of client `index`, with `contact` in place of the client's own. */
  const answersOf = (index: number, contact: { email: string | null; phone: string | null; loyalty: string | null; idCode: string | null }): [string, CrmAnswerValue][] => {
    const [first = '', ...surnames] = nameParts(index);
    return [
      [id('name'), first],
      [id('apellidos'), surnames.join(' ')],
      [id('email'), contact.email],
      [id('phone'), contact.phone],
      [id('birthday'), birthdayOf(index)],
      [id('sex'), SEX_CHOICES[table.sex[index] ?? 0] ?? SEX_CHOICES[0]],
      [id('loyalty'), contact.loyalty],
      [id('id_code'), contact.idCode],
      ...profile(),
    ];
  };
  const own = (index: number) => ({
    email: table.emails[index] || null,
    phone: table.phones[index] || null,
    loyalty: table.cards[index] || null,
    idCode: random.chance(0.7) ? (erp[index]?.idCode ?? null) : null,
  });
  const spaced = (phone: string): string => `+34 ${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`;

  const unsynced = (kind: UnsyncedKind): [string, CrmAnswerValue][] => {
    switch (kind) {
      case 'all': {
        const index = pickClient((candidate) => hasEmail(candidate) && hasPhone(candidate) && hasCard(candidate));
        return answersOf(index, {
          email: (table.emails[index] ?? '').toUpperCase(),
          phone: spaced(table.phones[index] ?? ''),
          loyalty: (table.cards[index] ?? '').toLowerCase(),
          idCode: (erp[index]?.idCode ?? '').toLowerCase(),
        });
      }
      case 'email': {
        const index = pickClient(hasEmail);
        return answersOf(index, { email: table.emails[index] ?? '', phone: newPhone(), loyalty: null, idCode: null });
      }
      case 'phone': {
        const index = pickClient(hasPhone);
        const [first = '', surname = ''] = nameParts(index);
        return answersOf(index, { email: newEmail(first, surname), phone: table.phones[index] ?? '', loyalty: null, idCode: null });
      }
      case 'loyalty': {
        const index = pickClient(hasCard);
        const [first = '', surname = ''] = nameParts(index);
        return answersOf(index, { email: newEmail(first, surname), phone: null, loyalty: table.cards[index] ?? '', idCode: null });
      }
      case 'idCode': {
        const index = pickClient(() => true);
        const [first = '', surname = ''] = nameParts(index);
        return answersOf(index, { email: newEmail(first, surname), phone: null, loyalty: null, idCode: erp[index]?.idCode ?? '' });
      }
      case 'two': {
        const index = pickClient(hasEmail);
        const other = pickClient((candidate) => hasPhone(candidate) && table.phones[candidate] !== table.phones[index]);
        return answersOf(index, { email: table.emails[index] ?? '', phone: table.phones[other] ?? '', loyalty: null, idCode: null });
      }
      case 'none': {
        const first = random.pick(FIRST_NAMES);
        const surnames = `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
        const year = new Date(anchor).getUTCFullYear() - random.int(18, 85);
        return [
          [id('name'), first],
          [id('apellidos'), surnames],
          [id('email'), newEmail(first, surnames.split(' ')[0] ?? '')],
          [id('phone'), newPhone()],
          [id('birthday'), `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`],
          [id('sex'), sexAnswerOf(first, random.pick(SEX_CHOICES))],
          [id('loyalty'), null],
          [id('id_code'), random.chance(0.5) ? newDni() : null],
          ...profile(),
        ];
      }
    }
  };

  // Which response is which: the unsynced ones spread among the synced ones.
  const plan: (UnsyncedKind | 'synced')[] = [...UNSYNCED_KINDS.flatMap((kind) => Array.from({ length: perKind }, () => kind)), ...Array.from({ length: Math.max(0, total - perKind * UNSYNCED_KINDS.length) }, () => 'synced' as const)];
  for (let index = plan.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [plan[index], plan[other]] = [plan[other]!, plan[index]!];
  }
  return plan.map((kind, position): DemoCrmResponse => {
    let erpId: string | null = null;
    let answers: [string, CrmAnswerValue][];
    if (kind === 'synced') {
      const index = pickClient(() => true);
      erpId = table.ids[index] ?? null;
      answers = answersOf(index, own(index));
    } else {
      answers = unsynced(kind);
    }
    return { idAnswer: `${formId}-r${String(position + 1).padStart(4, '0')}`, eid, formId, erpId, answers: answers.filter(([, value]) => value !== null && value !== '') };
  });
}
