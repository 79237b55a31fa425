// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { utils, write, type CellObject, type WorkSheet } from '@e965/xlsx';
import { NO_FORMULAS, SpreadsheetReadFailure, type SheetRow } from '@domain/client-files';
import { ApiError, type FileContent } from '@domain/shared-kernel';
import { WorkerSpreadsheetReader } from '@adapters/client-files';
import { answerSpreadsheetRequest } from '@adapters/client-files/spreadsheet-parse';
import type { SpreadsheetAnswer, SpreadsheetRequest } from '@adapters/client-files/spreadsheet-protocol';

/** Excel's serial number of 15 January 2024 (1900 date system). */
const JANUARY_15_2024 = 45306;

/** A workbook of two sheets, as SheetJS writes it: the first one holds the clients, the second must be ignored. */
function workbook(bookType: 'xlsx' | 'xls', first: WorkSheet = clientSheet()): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, first, 'Clientes');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['otra hoja'], [1]]), 'Notas');
  return new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
}

/** A header, a client with a numeric cell, an empty row, and a client with empty cells. */
function clientSheet(): WorkSheet {
  return utils.aoa_to_sheet([
    ['Nombre', 'Email', 'Puntos', 'Socio'],
    ['Ana Pérez', 'ana@example.com', 120, true],
    [],
    ['Ñandú Gómez', null, 3.5, false],
  ]);
}

/**
 * Clients with formulas in 'Puntos': two with the value Excel last computed, one (C3) without any, as a
 * program that writes formulas without computing them leaves it; and a column headed '__proto__'.
 */
function formulaSheet(): WorkSheet {
  const sheet = utils.aoa_to_sheet([
    ['Nombre', 'Email', 'Puntos', '__proto__'],
    ['Ana', 'ana@example.com', null, 'x'],
    ['Luis', 'luis@example.com', null, 'y'],
    ['Eva', 'eva@example.com', null, 'z'],
  ]);
  sheet['C2'] = { t: 'n', v: 6, f: '2*3' };
  sheet['C3'] = { t: 'n', f: 'SUM(1,2)' } satisfies CellObject;
  sheet['C4'] = { t: 'n', v: 8, f: 'HYPERLINK("https://example.com",8)' };
  return sheet;
}

const CLIENT_ROWS: SheetRow[] = [
  ['Nombre', 'Email', 'Puntos', 'Socio'],
  ['Ana Pérez', 'ana@example.com', 120, true],
  [null, null, null, null],
  ['Ñandú Gómez', null, 3.5, false],
];

/** The text of a CSV given as UTF-8 bytes (the BOM kept). */
function csvText(csv: FileContent): string {
  // Told by the internal slot: TextEncoder's bytes may come from another realm than the test's.
  if (!ArrayBuffer.isView(csv)) throw new Error('the CSV should be bytes');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv);
}

/** Runs `read` and gives its rejection. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the reading should have failed'),
    (error: unknown) => error,
  );
}

function failureCode(error: unknown): string | undefined {
  return error instanceof SpreadsheetReadFailure ? error.code : undefined;
}

describe('the spreadsheet reader in the calling thread (no Worker)', () => {
  it('runs where there is no Worker, as in jsdom', () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
  });

  it('reads the first sheet of an .xlsx: texts, numbers, booleans, null for an empty cell, the empty row kept', async () => {
    expect(await new WorkerSpreadsheetReader().read(workbook('xlsx'))).toEqual(CLIENT_ROWS);
  });

  it('reads the first sheet of an .xls (BIFF8) the same way', async () => {
    const bytes = workbook('xls');
    expect([...bytes.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    expect(await new WorkerSpreadsheetReader().read(bytes)).toEqual(CLIENT_ROWS);
  });

  it('keeps every cell in its place from A1, ends at the last value, and gives dates and errors as the text they show', async () => {
    const sheet: WorkSheet = {
      B2: { t: 's', v: 'email' },
      C2: { t: 's', v: 'alta' },
      D2: { t: 's', v: 'hora' },
      E2: { t: 's', v: 'baja' },
      B3: { t: 's', v: 'ana@example.com' },
      C3: { t: 'n', v: JANUARY_15_2024, z: 'm/d/yy' },
      D3: { t: 'n', v: JANUARY_15_2024 + 0.5, z: 'm/d/yy h:mm' },
      E3: { t: 'n', v: JANUARY_15_2024, z: 'yyyy-mm-dd' },
      B4: { t: 'e', v: 0x07 },
      C4: { t: 'n', v: 600123456 },
      // The recorded range runs three rows and a column further than the values.
      '!ref': 'B2:F7',
    };
    for (const bookType of ['xlsx', 'xls'] as const) {
      expect(await new WorkerSpreadsheetReader().read(workbook(bookType, sheet))).toEqual([
        [null, null, null, null, null],
        [null, 'email', 'alta', 'hora', 'baja'],
        [null, 'ana@example.com', '15/01/2024', '15/01/2024 12:00', '2024-01-15'],
        [null, '#DIV/0!', 600123456, null, null],
      ]);
    }
  });

  it('gives no rows for an empty first sheet', async () => {
    expect(await new WorkerSpreadsheetReader().read(workbook('xlsx', utils.aoa_to_sheet([])))).toEqual([]);
  });

  it('reports its progress from 0 to 1, always forward: loaded, parsed, done', async () => {
    const progress: number[] = [];
    await new WorkerSpreadsheetReader().read(workbook('xlsx'), { onProgress: (fraction) => progress.push(fraction) });
    expect(progress).toEqual([0, 0.1, 0.8, 1]);
  });

  it('reports steps while it makes the rows of a long sheet', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => [`cliente ${index + 1}`, index + 1]);
    const progress: number[] = [];
    const read = await new WorkerSpreadsheetReader().read(workbook('xlsx', utils.aoa_to_sheet(rows)), { onProgress: (fraction) => progress.push(fraction) });
    expect(read).toHaveLength(5000);
    expect(read[4999]).toEqual(['cliente 5000', 5000]);
    expect(progress).toEqual([0, 0.1, 0.8, 0.88, 0.96, 1]);
  });

  it('fails UNREADABLE for random bytes without a spreadsheet signature, which SheetJS alone would read as text', async () => {
    const random = Uint8Array.from({ length: 4096 }, (_, index) => (index * 131 + 17) % 251);
    const progress: number[] = [];
    const error = await rejectionOf(new WorkerSpreadsheetReader().read(random, { onProgress: (fraction) => progress.push(fraction) }));
    expect(failureCode(error)).toBe('UNREADABLE');
    expect(progress).not.toContain(1);
  });

  it('fails UNREADABLE for bytes with the ZIP or OLE2 signature that are not a workbook', async () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...Array.from({ length: 600 }, (_, index) => index % 256)]);
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Array.from({ length: 600 }, (_, index) => (index * 7) % 256)]);
    expect(failureCode(await rejectionOf(new WorkerSpreadsheetReader().read(zip)))).toBe('UNREADABLE');
    expect(failureCode(await rejectionOf(new WorkerSpreadsheetReader().read(ole)))).toBe('UNREADABLE');
  });

  it('fails CANCELLED at once, without progress, when the signal has already aborted', async () => {
    const progress: number[] = [];
    const error = await rejectionOf(new WorkerSpreadsheetReader().read(workbook('xlsx'), { signal: AbortSignal.abort(), onProgress: (fraction) => progress.push(fraction) }));
    expect(failureCode(error)).toBe('CANCELLED');
    expect(progress).toEqual([]);
  });

  it('fails CANCELLED when the signal aborts before the code has loaded', async () => {
    const controller = new AbortController();
    const reading = new WorkerSpreadsheetReader().read(workbook('xlsx'), { signal: controller.signal });
    controller.abort();
    expect(failureCode(await rejectionOf(reading))).toBe('CANCELLED');
  });

  it('fails CANCELLED when the signal aborts once the workbook is parsed, and reports nothing after', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const reading = new WorkerSpreadsheetReader().read(workbook('xlsx'), {
      signal: controller.signal,
      onProgress: (fraction) => {
        progress.push(fraction);
        if (fraction === 0.8) controller.abort();
      },
    });
    expect(failureCode(await rejectionOf(reading))).toBe('CANCELLED');
    expect(progress).toEqual([0, 0.1, 0.8]);
  });

  it('gives only the summary of a client file when asked for it: its clients and the rows of wrong emails', async () => {
    const progress: number[] = [];
    expect(await new WorkerSpreadsheetReader().readClientSummary(workbook('xlsx'), { onProgress: (fraction) => progress.push(fraction) })).toEqual({ clients: 2, invalidEmailRows: [], invalidEmails: [] });
    expect(progress).toEqual([0, 0.1, 0.8, 1]);
    const wrong = workbook('xlsx', utils.aoa_to_sheet([['Nombre', 'Email'], ['Ana', 'ana@'], ['Luis', 'luis@example.com'], ['Eva', 'eva@example']]));
    expect(await new WorkerSpreadsheetReader().readClientSummary(wrong)).toEqual({
      clients: 3,
      invalidEmailRows: [2, 4],
      invalidEmails: [
        { row: 2, text: 'ana@' },
        { row: 4, text: 'eva@example' },
      ],
    });
    expect(failureCode(await rejectionOf(new WorkerSpreadsheetReader().readClientSummary(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]))))).toBe('UNREADABLE');
  });

  it('gives the sheet ready to upload as a recipients list when asked for it: CSV without blank rows, filled rows, wrong emails', async () => {
    const progress: number[] = [];
    const sheet = await new WorkerSpreadsheetReader().readRecipientSheet(workbook('xlsx'), { onProgress: (fraction) => progress.push(fraction) });
    expect({ ...sheet, csv: csvText(sheet.csv) }).toEqual({
      csv: '\uFEFF"Nombre";"Email";"Puntos";"Socio"\r\n"Ana Pérez";"ana@example.com";"120";"true"\r\n"Ñandú Gómez";"";"3.5";"false"',
      filledRows: 3,
      invalidEmailRows: [],
      invalidEmails: [],
      ignored: { reservedHeaders: [], formulas: NO_FORMULAS },
    });
    expect([...(sheet.csv as Uint8Array).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(progress).toEqual([0, 0.1, 0.8, 1]);
    const wrong = workbook('xlsx', utils.aoa_to_sheet([['Nombre', 'Email'], ['Ana', 'ana@'], [], ['Eva', 'eva@example.com']]));
    const wrongSheet = await new WorkerSpreadsheetReader().readRecipientSheet(wrong);
    expect({ ...wrongSheet, csv: csvText(wrongSheet.csv) }).toEqual({
      csv: '\uFEFF"Nombre";"Email"\r\n"Ana";"ana@"\r\n"Eva";"eva@example.com"',
      filledRows: 3,
      invalidEmailRows: [2],
      invalidEmails: [{ row: 2, text: 'ana@' }],
      ignored: { reservedHeaders: [], formulas: NO_FORMULAS },
    });
    expect(failureCode(await rejectionOf(new WorkerSpreadsheetReader().readRecipientSheet(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]))))).toBe('UNREADABLE');
  });

  it('says which cells held a formula (read as their last computed value, or empty without one) and which header was reserved, losing no value', async () => {
    const sheet = workbook('xlsx', formulaSheet());
    const read = await new WorkerSpreadsheetReader().readRecipientSheet(sheet);
    expect(csvText(read.csv)).toBe('\uFEFF"Nombre";"Email";"Puntos";"columna_4"\r\n"Ana";"ana@example.com";"6";"x"\r\n"Luis";"luis@example.com";"";"y"\r\n"Eva";"eva@example.com";"8";"z"');
    expect(read.ignored).toEqual({
      reservedHeaders: [{ column: 'D', original: '__proto__', name: 'columna_4' }],
      formulas: { computed: { count: 2, first: ['C2', 'C4'] }, withoutValue: { count: 1, first: ['C3'] } },
    });
    expect(read.filledRows).toBe(4);
    expect(await new WorkerSpreadsheetReader().read(workbook('xlsx', formulaSheet()))).toEqual([
      ['Nombre', 'Email', 'Puntos', '__proto__'],
      ['Ana', 'ana@example.com', 6, 'x'],
      ['Luis', 'luis@example.com', null, 'y'],
      ['Eva', 'eva@example.com', 8, 'z'],
    ]);
  });

  it('names the first five formula cells and counts the others', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => [`Cliente ${index + 1}`, index]);
    const sheet = utils.aoa_to_sheet([['Nombre', 'Puntos'], ...rows]);
    for (let row = 2; row <= 13; row += 1) sheet[`B${row}`] = { t: 'n', v: row * 10, f: `${row}*10` };
    const read = await new WorkerSpreadsheetReader().readRecipientSheet(workbook('xlsx', sheet));
    expect(read.ignored.formulas).toEqual({ computed: { count: 12, first: ['B2', 'B3', 'B4', 'B5', 'B6'] }, withoutValue: { count: 0, first: [] } });
  });

  it('reads the chosen file itself (a Blob or any handle that gives its bytes), and fails UNREADABLE when it cannot be read', async () => {
    expect(await new WorkerSpreadsheetReader().read(new Blob([new Uint8Array(workbook('xlsx'))]))).toEqual(CLIENT_ROWS);
    const bytes = workbook('xlsx');
    expect(await new WorkerSpreadsheetReader().readClientSummary({ size: bytes.byteLength, arrayBuffer: () => Promise.resolve(bytes.slice().buffer) })).toEqual({ clients: 2, invalidEmailRows: [], invalidEmails: [] });
    const gone = { size: 10, arrayBuffer: () => Promise.reject(new Error('NotReadableError')) };
    expect(failureCode(await rejectionOf(new WorkerSpreadsheetReader().read(gone)))).toBe('UNREADABLE');
  });

  it('serves several readings at once with one instance', async () => {
    const reader = new WorkerSpreadsheetReader();
    const controller = new AbortController();
    const cancelled = rejectionOf(reader.read(workbook('xlsx'), { signal: controller.signal }));
    const both = Promise.all([reader.read(workbook('xlsx')), reader.read(workbook('xls'))]);
    controller.abort();
    const [xlsx, xls] = await both;
    expect(xlsx).toEqual(CLIENT_ROWS);
    expect(xls).toEqual(CLIENT_ROWS);
    expect(failureCode(await cancelled)).toBe('CANCELLED');
  });
});

/**
 * A stand-in for the module worker: the request crosses with structured cloning and its transfer list,
 * as it would to a real worker, and is answered by the worker's own code a task later.
 */
class FakeWorker extends EventTarget {
  readonly transferred: Transferable[][] = [];
  readonly requests: SpreadsheetRequest[] = [];
  /** The byte length of each buffer the worker's answers moved back. */
  readonly answerTransfers: number[] = [];
  terminated = 0;
  private readonly answer: (request: SpreadsheetRequest, post: (answer: SpreadsheetAnswer, transfer?: Transferable[]) => void) => void;

  constructor(answer: FakeWorker['answer'] = answerSpreadsheetRequest) {
    super();
    this.answer = answer;
  }

  postMessage(message: SpreadsheetRequest, transfer: Transferable[]): void {
    this.transferred.push(transfer);
    const request = structuredClone(message, { transfer });
    this.requests.push(request);
    setTimeout(() => {
      this.answer(request, (answer, transfer = []) => {
        if (this.terminated !== 0) return;
        for (const moved of transfer) if (Object.prototype.toString.call(moved) === '[object ArrayBuffer]') this.answerTransfers.push((moved as ArrayBuffer).byteLength);
        this.dispatchEvent(new MessageEvent('message', { data: structuredClone(answer, { transfer }) }));
      });
    }, 0);
  }

  terminate(): void {
    this.terminated += 1;
  }

  fail(message: string): void {
    const event = new Event('error', { cancelable: true });
    Object.assign(event, { message });
    this.dispatchEvent(event);
  }
}

describe('the spreadsheet reader with a worker', () => {
  const readerWith = (worker: FakeWorker): WorkerSpreadsheetReader => new WorkerSpreadsheetReader({ startWorker: () => worker as unknown as Worker });

  it("transfers the file's buffer (no copy), forwards the worker's progress and terminates the worker with the rows", async () => {
    const worker = new FakeWorker();
    const bytes = workbook('xlsx');
    const buffer = bytes.buffer;
    const progress: number[] = [];
    const reading = readerWith(worker).read(bytes, { onProgress: (fraction) => progress.push(fraction) });
    expect(worker.transferred).toEqual([[buffer]]);
    expect(bytes.byteLength).toBe(0);
    expect(await reading).toEqual(CLIENT_ROWS);
    expect(progress).toEqual([0, 0.1, 0.8, 1]);
    expect(worker.terminated).toBe(1);
  });

  it("asks the worker for the summary alone, which crosses back instead of the rows", async () => {
    const worker = new FakeWorker();
    const answers: SpreadsheetAnswer['kind'][] = [];
    worker.addEventListener('message', (event) => answers.push((event as MessageEvent<SpreadsheetAnswer>).data.kind));
    expect(await readerWith(worker).readClientSummary(workbook('xlsx'))).toEqual({ clients: 2, invalidEmailRows: [], invalidEmails: [] });
    expect(worker.requests.map((request) => request.want)).toEqual(['client-summary']);
    expect(answers).toEqual(['progress', 'progress', 'client-summary']);
    expect(worker.terminated).toBe(1);
  });

  it('asks the worker for the recipients sheet, converted there: the CSV crosses back instead of the rows', async () => {
    const worker = new FakeWorker();
    const answers: SpreadsheetAnswer['kind'][] = [];
    worker.addEventListener('message', (event) => answers.push((event as MessageEvent<SpreadsheetAnswer>).data.kind));
    const sheet = await readerWith(worker).readRecipientSheet(workbook('xlsx', formulaSheet()));
    expect(sheet.ignored).toEqual({
      reservedHeaders: [{ column: 'D', original: '__proto__', name: 'columna_4' }],
      formulas: { computed: { count: 2, first: ['C2', 'C4'] }, withoutValue: { count: 1, first: ['C3'] } },
    });
    expect(await readerWith(new FakeWorker()).readRecipientSheet(workbook('xlsx'))).toMatchObject({ filledRows: 3, ignored: { reservedHeaders: [], formulas: NO_FORMULAS } });
    expect(csvText(sheet.csv).split('\r\n')[1]).toBe('"Ana";"ana@example.com";"6";"x"');
    expect(worker.requests.map((request) => request.want)).toEqual(['recipient-sheet']);
    // The CSV's buffer moved back with the answer: one transfer each way.
    expect(worker.answerTransfers).toEqual([(sheet.csv as Uint8Array).byteLength]);
    expect(answers).toEqual(['progress', 'progress', 'recipient-sheet']);
    expect(worker.terminated).toBe(1);
  });

  it("answers a recipients sheet's CSV as a Blob when the worker is asked to (as the browser's worker is), with nothing to move", async () => {
    const posted: { answer: SpreadsheetAnswer; transfer: Transferable[] }[] = [];
    await answerSpreadsheetRequest({ bytes: workbook('xlsx'), want: 'recipient-sheet' }, (answer, transfer = []) => posted.push({ answer, transfer }), 'blob');
    const last = posted.at(-1);
    if (last?.answer.kind !== 'recipient-sheet') throw new Error('expected a recipients sheet');
    expect(last.transfer).toEqual([]);
    expect(last.answer.sheet.csv).toBeInstanceOf(Blob);
    const blob = last.answer.sheet.csv as Blob;
    expect(blob.type).toBe('text/csv');
    expect(csvText(new Uint8Array(await blob.arrayBuffer())).split('\r\n')[0]).toBe('\uFEFF"Nombre";"Email";"Puntos";"Socio"');
  });

  it('reads a handle that cannot cross to a worker in the page first, then moves its bytes', async () => {
    const worker = new FakeWorker();
    const bytes = workbook('xlsx');
    const handle = { size: bytes.byteLength, arrayBuffer: () => Promise.resolve(bytes.slice().buffer) };
    expect(await readerWith(worker).read(handle)).toEqual(CLIENT_ROWS);
    expect(worker.transferred).toHaveLength(1);
    expect(worker.transferred[0]?.[0]).toBeInstanceOf(ArrayBuffer);
    expect(worker.requests[0]?.bytes).toHaveProperty('byteLength', bytes.byteLength);
  });

  it('fails UNREADABLE when the worker answers with another kind than asked for', async () => {
    const worker = new FakeWorker((_request, post) => post({ kind: 'rows', rows: CLIENT_ROWS }));
    expect(failureCode(await rejectionOf(readerWith(worker).readClientSummary(workbook('xlsx'))))).toBe('UNREADABLE');
    expect(worker.terminated).toBe(1);
    const other = new FakeWorker((_request, post) => post({ kind: 'client-summary', summary: { clients: 2, invalidEmailRows: [], invalidEmails: [] } }));
    expect(failureCode(await rejectionOf(readerWith(other).readRecipientSheet(workbook('xlsx'))))).toBe('UNREADABLE');
  });

  it('fails UNREADABLE when the worker answers so', async () => {
    const worker = new FakeWorker();
    const error = await rejectionOf(readerWith(worker).read(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8])));
    expect(failureCode(error)).toBe('UNREADABLE');
    expect(worker.terminated).toBe(1);
  });

  it('terminates the worker and fails CANCELLED at once when the signal aborts during the reading', async () => {
    const worker = new FakeWorker(() => undefined);
    const controller = new AbortController();
    const reading = readerWith(worker).read(workbook('xlsx'), { signal: controller.signal });
    controller.abort();
    expect(worker.terminated).toBe(1);
    expect(failureCode(await rejectionOf(reading))).toBe('CANCELLED');
  });

  it('starts no worker when the signal has already aborted', async () => {
    let started = 0;
    const reader = new WorkerSpreadsheetReader({
      startWorker: () => {
        started += 1;
        return new FakeWorker() as unknown as Worker;
      },
    });
    expect(failureCode(await rejectionOf(reader.read(workbook('xlsx'), { signal: AbortSignal.abort() })))).toBe('CANCELLED');
    expect(started).toBe(0);
  });

  it("fails like a missing server when the worker's code does not load, and UNREADABLE when it dies while reading", async () => {
    const silent = new FakeWorker(() => undefined);
    const notLoaded = readerWith(silent).read(workbook('xlsx'));
    silent.fail('Failed to fetch');
    const error = await rejectionOf(notLoaded);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
    expect(silent.terminated).toBe(1);

    const dying = new FakeWorker((_request, post) => post({ kind: 'progress', fraction: 0.1 }));
    const died = readerWith(dying).read(workbook('xlsx'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    dying.fail('out of memory');
    expect(failureCode(await rejectionOf(died))).toBe('UNREADABLE');
  });
});
