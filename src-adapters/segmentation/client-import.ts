import { checkClientEmails, invalidEmailsMessage, readClientSheet, type ClientSheet, type SheetCell, type SheetRow } from '@domain/client-files';
import { madridCalendarDay } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import type { DemoImportedClient, DemoSex } from './demo-clients';

/** The fields of an imported client kept as text. */
const TEXT_FIELDS = ['name', 'email', 'phone', 'card', 'city', 'postcode', 'birthday'] as const;

/** What joins the values of a packed field (U+001F, the unit separator; taken out of the values). */
const SEPARATOR = '\u001f';

/** What joins the packed fields (U+001E, the record separator; no value holds it either). */
const FIELD_SEPARATOR = '\u001e';

/**
 * Imported clients packed for keeping and for crossing threads: one text per field with every client's
 * value, sex and consent one digit per client, the whole gzip-compressed. A megabyte or two of bytes is
 * stored, sent to other tabs and to the worker about as fast as it is copied, where 80,000 objects (or
 * megabytes of two-byte strings) held the page's thread for a second or more each time. Packing and
 * unpacking run in the demo clients' worker.
 */
export interface PackedClients {
  readonly count: number;
  /** gzip of the fields' texts (sex, consent, then {@link TEXT_FIELDS}) joined by U+001E. */
  readonly data: Uint8Array<ArrayBuffer>;
}

/** Everything `readable` gives, in one array. */
async function collect(readable: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = readable.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    length += chunk.value.byteLength;
  }
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/** `bytes` through a compression or decompression stream. */
async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const writer = stream.writable.getWriter();
  // Not awaited before reading: the stream would wait for its output to be read. A failure shows on the reading.
  writer.write(bytes).then(() => writer.close(), () => undefined);
  return collect(stream.readable);
}

/** `clients` packed (a value's U+001F or U+001E, which no client file means, becomes a space). */
export async function packClients(clients: readonly DemoImportedClient[]): Promise<PackedClients> {
  const joined = (field: (typeof TEXT_FIELDS)[number]) => clients.map((client) => client[field].replaceAll(SEPARATOR, ' ').replaceAll(FIELD_SEPARATOR, ' ')).join(SEPARATOR);
  const fields = [clients.map((client) => String(client.sex)).join(''), clients.map((client) => (client.lopdSigned ? '1' : '0')).join(''), ...TEXT_FIELDS.map(joined)];
  return { count: clients.length, data: await through(new TextEncoder().encode(fields.join(FIELD_SEPARATOR)), new CompressionStream('gzip')) };
}

/** The clients `packed` holds, in order. */
export async function unpackClients(packed: PackedClients): Promise<DemoImportedClient[]> {
  if (packed.count === 0) return [];
  const [sex = '', lopd = '', ...texts] = new TextDecoder().decode(await through(packed.data, new DecompressionStream('gzip'))).split(FIELD_SEPARATOR);
  const [name, email, phone, card, city, postcode, birthday] = texts.map((text) => text.split(SEPARATOR));
  return Array.from({ length: packed.count }, (_, index) => ({
    name: name?.[index] ?? '',
    email: email?.[index] ?? '',
    phone: phone?.[index] ?? '',
    card: card?.[index] ?? '',
    city: city?.[index] ?? '',
    postcode: postcode?.[index] ?? '',
    birthday: birthday?.[index] ?? '',
    sex: sexDigit(sex[index]),
    lopdSigned: lopd[index] === '1',
  }));
}

function sexDigit(digit: string | undefined): DemoSex {
  return digit === '1' ? 1 : digit === '2' ? 2 : 0;
}

/** One import of a client file into a demo pharmacy. */
export interface DemoClientImport {
  readonly id: string;
  readonly fileName: string;
  /** When it was imported, epoch milliseconds. */
  readonly at: number;
  readonly clients: PackedClients;
}

/** Shape version of the stored imports (3: clients packed and compressed). */
const CLIENT_IMPORTS_VERSION = 3;

/** The client files imported into pharmacy `eid`, oldest first (none are generated). */
export function pharmacyClientImports(db: DemoDatabase, eid: number) {
  return db.collection<DemoClientImport>(`clientImports.${eid}`, { version: CLIENT_IMPORTS_VERSION, key: (record) => record.id, generate: () => [] });
}

/** A file refused for its wrong emails, with the server's message, which names them. */
export interface InvalidEmailsReading {
  readonly kind: 'invalid-emails';
  /** 'Hay emails incorrectos en el excel: fila 3 (eva.mala@)…' (`invalidEmailsMessage`). */
  readonly message: string;
}

/** What the demo server reads from an imported file. */
export type ImportedFileReading = { readonly kind: 'clients'; readonly clients: readonly DemoImportedClient[] } | InvalidEmailsReading;

/** What the demo server's worker answers for an imported file: its clients packed, or why it is refused. */
export type PackedFileReading = { readonly kind: 'clients'; readonly clients: PackedClients } | InvalidEmailsReading;

/** A header compared trimmed, in lower case and without accents. */
function plainHeader(header: string): string {
  return header.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The headers each field is read from (not in the spec: the demo server takes the usual Spanish and
 * English names of a client list), compared with {@link plainHeader}.
 */
const FIELD_HEADERS = {
  name: ['nombre', 'nombre completo', 'cliente', 'name', 'full name'],
  surname: ['apellidos', 'apellido', 'surname', 'last name'],
  email: ['email', 'e-mail', 'mail', 'correo', 'correo electronico'],
  phone: ['telefono', 'movil', 'telefono movil', 'phone', 'mobile', 'tlf'],
  card: ['tarjeta', 'tarjeta de fidelizacion', 'tarjeta fidelizacion', 'card', 'loyalty'],
  city: ['ciudad', 'localidad', 'poblacion', 'municipio', 'city'],
  postcode: ['codigo postal', 'cp', 'c.p.', 'postcode', 'postal code', 'zip'],
  birthday: ['fecha de nacimiento', 'nacimiento', 'birthday', 'birth date'],
  sex: ['sexo', 'genero', 'sex', 'gender'],
  lopd: ['lopd', 'consentimiento', 'rgpd', 'consent'],
} as const;

type Field = keyof typeof FIELD_HEADERS;

function text(cell: SheetCell): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

/** yyyy-mm-dd of a dd/mm/yyyy, d-m-yyyy or yyyy-mm-dd text that is a real calendar date, else ''. */
export function birthdayOf(value: string): string {
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  const [year, month, day] = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : yearFirst ? [yearFirst[1], yearFirst[2], yearFirst[3]] : [];
  if (year === undefined || month === undefined || day === undefined) return '';
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function sexOf(value: string): 0 | 1 | 2 {
  const plain = plainHeader(value);
  if (['m', 'mujer', 'f', 'female', 'femenino', 'woman'].includes(plain)) return 2;
  if (['h', 'hombre', 'v', 'varon', 'male', 'masculino', 'man'].includes(plain)) return 1;
  return 0;
}

function consentOf(value: string): boolean {
  return ['si', 'sí', 's', 'yes', 'y', 'true', '1', 'x'].includes(value.trim().toLowerCase());
}

/** The column each field is read from: the first whose header names it. */
function columnsOf(sheet: ClientSheet): Partial<Record<Field, string>> {
  const columns: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(FIELD_HEADERS) as Field[]) {
    const headers: readonly string[] = FIELD_HEADERS[field];
    const column = sheet.columns.find((name) => headers.includes(plainHeader(name)));
    if (column !== undefined) columns[field] = column;
  }
  return columns;
}

/**
 * How the demo server reads an imported client file: the first sheet's first non-blank row names the
 * columns (see {@link FIELD_HEADERS}), every other non-blank row is a client. A file with an email that
 * is not one is refused whole, as the screen's own check does, with 'Hay emails incorrectos en el excel'
 * followed by the rows and texts of the first wrong emails (`invalidEmailsMessage`).
 * A row with no name, email or phone is not a client and is skipped. A client is the same as an earlier
 * one of the file with the same email, or else phone, or else card: the later row wins.
 */
export function readImportedClients(rows: readonly SheetRow[]): ImportedFileReading {
  const sheet = readClientSheet(rows);
  const checked = checkClientEmails(sheet);
  if (!checked.ok) return { kind: 'invalid-emails', message: invalidEmailsMessage(checked.error.rows.length, checked.error.first) };
  const columns = columnsOf(sheet);
  const clients = new Map<string, DemoImportedClient>();
  for (const record of sheet.records) {
    const value = (field: Field): string => (columns[field] === undefined ? '' : text(record.values.get(columns[field])));
    const name = [value('name'), value('surname')].filter((part) => part !== '').join(' ');
    const email = value('email').toLowerCase();
    const phone = value('phone').replace(/[\s.-]/g, '');
    if (name === '' && email === '' && phone === '') continue;
    const card = value('card');
    const client: DemoImportedClient = {
      name: name === '' ? (email || phone) : name,
      email,
      phone,
      card,
      city: value('city'),
      postcode: value('postcode'),
      birthday: birthdayOf(value('birthday')),
      sex: sexOf(value('sex')),
      lopdSigned: consentOf(value('lopd')),
    };
    clients.set(identityOf(client) ?? `row:${record.row}`, client);
  }
  return { kind: 'clients', clients: [...clients.values()] };
}

/** What tells one imported client from another: email, else phone, else card (undefined when none). */
function identityOf(client: DemoImportedClient): string | undefined {
  if (client.email !== '') return `email:${client.email}`;
  if (client.phone !== '') return `phone:${client.phone}`;
  if (client.card !== '') return `card:${client.card}`;
  return undefined;
}

/** The clients of every import of a pharmacy, oldest import first; a later import updates a client it repeats. */
export function importedClientsOf(imports: readonly (readonly DemoImportedClient[])[]): readonly DemoImportedClient[] {
  const clients = new Map<string, DemoImportedClient>();
  imports.forEach((imported, importIndex) => imported.forEach((client, index) => clients.set(identityOf(client) ?? `${importIndex}:${index}`, client)));
  return [...clients.values()];
}

/** A number per data set, so that two data sets' import versions never match. */
const databaseNumbers = new WeakMap<DemoDatabase, number>();
let databases = 0;

/**
 * What every task on pharmacy `eid`'s demo clients carries besides the task: the data set's generation
 * key and its day in Madrid, the pharmacy, and the clients imported into it (packed, as stored) with a
 * version that changes with each import (and differs between two data sets, so that one's clients are
 * never taken for the other's). The worker unpacks and merges them.
 */
export function demoClientsOf(db: DemoDatabase, eid: number) {
  const imports = pharmacyClientImports(db, eid).all();
  let instance = databaseNumbers.get(db);
  if (instance === undefined) {
    databases += 1;
    instance = databases;
    databaseNumbers.set(db, instance);
  }
  const importVersion = `${instance}:${eid}:${imports.map((record) => record.id).join(',')}`;
  const key = db.generationKey();
  return { ...key, today: madridCalendarDay(key.anchor), eid, imports: imports.map((record) => record.clients), importVersion };
}
