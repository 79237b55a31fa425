import { ApiError, type FileContent } from '@domain/shared-kernel';
import { bytesOf, isBlob, isBytes } from '@adapters/shared';
import {
  SpreadsheetReadFailure,
  summariseClientRows,
  type ClientFileSummary,
  type ReadProgress,
  type RecipientSheetFile,
  type SheetRow,
  type SpreadsheetReader,
} from '@domain/client-files';
import type { ReadSheet } from './spreadsheet-parse';
import { recipientSheetAnswerOf, type SpreadsheetAnswer, type SpreadsheetRequest } from './spreadsheet-protocol';

/** What {@link WorkerSpreadsheetReader} is built with. */
export interface WorkerSpreadsheetReaderOptions {
  /**
   * Starts the worker of one reading. By default a module worker of `spreadsheet-worker.ts` where the
   * platform has `Worker`; where it has none (jsdom, Node, old browsers) the reading runs in the
   * calling thread with the same code.
   */
  readonly startWorker?: () => Worker;
}

/** What a reading is given besides the file. */
type ReadOptions = { readonly onProgress?: ReadProgress; readonly signal?: AbortSignal };

/**
 * What a reading is for: what it asks the worker for, its answer from the worker's message (undefined
 * when the message is not that answer), and the same answer from the sheet read in this thread.
 */
interface ReadingKind<T> {
  readonly want: NonNullable<SpreadsheetRequest['want']>;
  readonly fromAnswer: (answer: SpreadsheetAnswer) => T | undefined;
  readonly fromSheet: (sheet: ReadSheet) => T;
}

const ROWS: ReadingKind<SheetRow[]> = {
  want: 'rows',
  fromAnswer: (answer) => (answer.kind === 'rows' ? answer.rows : undefined),
  fromSheet: (sheet) => sheet.rows,
};

const CLIENT_SUMMARY: ReadingKind<ClientFileSummary> = {
  want: 'client-summary',
  fromAnswer: (answer) => (answer.kind === 'client-summary' ? answer.summary : undefined),
  fromSheet: (sheet) => summariseClientRows(sheet.rows),
};

const RECIPIENT_SHEET: ReadingKind<RecipientSheetFile> = {
  want: 'recipient-sheet',
  fromAnswer: (answer) => (answer.kind === 'recipient-sheet' ? answer.sheet : undefined),
  fromSheet: (sheet) => recipientSheetAnswerOf(sheet.rows, 'bytes', sheet.formulas),
};

/** The worker of one reading, fetched (with SheetJS) only when a reading starts. */
function moduleWorker(): Worker {
  return new Worker(new URL('./spreadsheet-worker.ts', import.meta.url), { type: 'module', name: 'spreadsheet-reader' });
}

/** The reading's code could not be fetched (network cut, new deployment): a failure like a missing server. */
function codeNotLoaded(reason: string): ApiError {
  return new ApiError('network', -1, `No se ha podido cargar una parte de la aplicación: ${reason}`);
}

/** Gives the thread back once, so that what the page has to paint (the progress) is painted. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The most a step of the reading may report: 1 is said once the rows are in hand. */
const PROGRESS_BELOW_ONE = 0.99;

/**
 * One reading: progress only moves forward and stops with the answer, the answer is given once, and
 * what was started for it (the abort listener, the worker) is undone when it is given.
 */
class Reading<T> {
  private last = -1;
  private done = false;
  private readonly cleanUps: (() => void)[] = [];
  private readonly onProgress: ReadProgress | undefined;
  private readonly settle: { readonly resolve: (answer: T) => void; readonly reject: (error: unknown) => void };

  constructor(onProgress: ReadProgress | undefined, settle: Reading<T>['settle']) {
    this.onProgress = onProgress;
    this.settle = settle;
  }

  get settled(): boolean {
    return this.done;
  }

  /** Runs `cleanUp` when the reading answers (at once if it has). */
  whenSettled(cleanUp: () => void): void {
    if (this.done) cleanUp();
    else this.cleanUps.push(cleanUp);
  }

  progress(fraction: number): void {
    if (this.done || !(fraction > this.last)) return;
    this.last = Math.min(fraction, 1);
    this.onProgress?.(this.last);
  }

  succeed(answer: T): void {
    if (this.done) return;
    try {
      this.progress(1);
    } finally {
      this.finish();
      this.settle.resolve(answer);
    }
  }

  fail(error: unknown): void {
    if (this.done) return;
    this.finish();
    this.settle.reject(error);
  }

  private finish(): void {
    this.done = true;
    for (const cleanUp of this.cleanUps.splice(0)) cleanUp();
  }
}

/**
 * The {@link SpreadsheetReader} of the browser: each reading runs SheetJS in a dedicated module Web Worker
 * of its own (`spreadsheet-worker.ts`), so a large file never holds the page's main thread, and an
 * abort terminates that worker at once. Where there is no `Worker`, the same code
 * (`parseSpreadsheet`) runs in the calling thread, still reporting progress and honouring the signal
 * between its steps. SheetJS is fetched with the worker (or the fallback's dynamic import), never with
 * this class. One instance serves any number of readings, at the same time too.
 *
 * - Given bytes, their buffer is TRANSFERRED to the worker, not copied: once `read` is called, `file` is
 *   empty (its buffer detached) in the browser. Pass a copy to keep the bytes. Given the chosen `File`
 *   (any Blob), the worker reads it: the page's thread neither reads nor copies a large file. A file
 *   that cannot be read (gone from the disk meanwhile) fails UNREADABLE.
 * - Progress: 0 when the reading starts, 0.1 once SheetJS is loaded, 0.8 once the workbook is parsed,
 *   steps while its rows are made, 1 when the rows are in hand; always increasing.
 * - Rejects with `SpreadsheetReadFailure`: CANCELLED as soon as `signal` aborts (or at once when it
 *   already has), UNREADABLE when the bytes are not a spreadsheet SheetJS can read or the worker dies
 *   while reading; with an `ApiError` of kind 'network' when the reading's code cannot be fetched.
 * - What the cells hold (dates as the text they show, rows from A1) is `parseSpreadsheet`'s contract.
 */
export class WorkerSpreadsheetReader implements SpreadsheetReader {
  private readonly startWorker: (() => Worker) | undefined;

  constructor(options: WorkerSpreadsheetReaderOptions = {}) {
    this.startWorker = options.startWorker ?? (typeof Worker === 'function' ? moduleWorker : undefined);
  }

  read(file: FileContent, options: ReadOptions = {}): Promise<SheetRow[]> {
    return this.start(file, ROWS, options);
  }

  /**
   * Reads as {@link read} does, and gives only the rows' summary as a client file, worked out in the
   * worker: the rows of a large file never cross to the page, whose thread would spend seconds taking
   * them in.
   */
  readClientSummary(file: FileContent, options: ReadOptions = {}): Promise<ClientFileSummary> {
    return this.start(file, CLIENT_SUMMARY, options);
  }

  /**
   * Reads as {@link read} does, and gives the sheet ready to be uploaded as a recipients list, converted
   * to CSV and encoded as UTF-8 in the worker, whose bytes are moved to the page: neither the rows, nor
   * their conversion, nor a copy of the text take the page's thread.
   */
  readRecipientSheet(file: FileContent, options: ReadOptions = {}): Promise<RecipientSheetFile> {
    return this.start(file, RECIPIENT_SHEET, options);
  }

  /** One reading of `file`, for what `kind` says. */
  private start<T>(file: FileContent, kind: ReadingKind<T>, { onProgress, signal }: ReadOptions): Promise<T> {
    if (signal?.aborted === true) return Promise.reject(new SpreadsheetReadFailure('CANCELLED'));
    return new Promise<T>((resolve, reject) => {
      const reading = new Reading<T>(onProgress, { resolve, reject });
      if (signal !== undefined) {
        const onAbort = (): void => reading.fail(new SpreadsheetReadFailure('CANCELLED'));
        signal.addEventListener('abort', onAbort, { once: true });
        reading.whenSettled(() => signal.removeEventListener('abort', onAbort));
      }
      reading.progress(0);
      if (this.startWorker === undefined) void this.readHere(file, kind, reading);
      else this.readInWorker(this.startWorker, file, kind, reading);
    });
  }

  /**
   * Reads in a worker of its own, terminated as soon as the reading answers or is cancelled. Bytes and
   * browser Blobs go to the worker at once; another handle cannot cross, so its bytes are read here first.
   */
  private readInWorker<T>(startWorker: () => Worker, file: FileContent, kind: ReadingKind<T>, reading: Reading<T>): void {
    if (isBytes(file) || isBlob(file)) {
      this.postToWorker(startWorker, file, kind, reading);
      return;
    }
    bytesOf(file).then(
      (bytes) => {
        if (!reading.settled) this.postToWorker(startWorker, bytes, kind, reading);
      },
      () => reading.fail(new SpreadsheetReadFailure('UNREADABLE')),
    );
  }

  /** Starts the reading's worker and hands it the file. */
  private postToWorker<T>(startWorker: () => Worker, bytes: Uint8Array | Blob, kind: ReadingKind<T>, reading: Reading<T>): void {
    let worker: Worker;
    try {
      worker = startWorker();
    } catch (error) {
      reading.fail(codeNotLoaded(error instanceof Error ? error.message : String(error)));
      return;
    }
    reading.whenSettled(() => worker.terminate());
    // Any message means the worker's code (and SheetJS) loaded: a later death is the file's doing.
    let started = false;
    worker.addEventListener('message', (event: MessageEvent<SpreadsheetAnswer>) => {
      started = true;
      const answer = event.data;
      if (answer.kind === 'progress') {
        reading.progress(Math.min(answer.fraction, PROGRESS_BELOW_ONE));
        return;
      }
      if (answer.kind === 'failure') {
        reading.fail(new SpreadsheetReadFailure(answer.code));
        return;
      }
      const result = kind.fromAnswer(answer);
      // An answer of another kind than asked for: nothing this reading can use.
      if (result === undefined) reading.fail(new SpreadsheetReadFailure('UNREADABLE'));
      else reading.succeed(result);
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault();
      reading.fail(started ? new SpreadsheetReadFailure('UNREADABLE') : codeNotLoaded(event.message || 'the spreadsheet reader did not start'));
    });
    worker.addEventListener('messageerror', () => reading.fail(new SpreadsheetReadFailure('UNREADABLE')));
    try {
      // The buffer moves to the worker: no copy of a file of up to 30 MB.
      const transfer = isBytes(bytes) && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
      worker.postMessage({ bytes, want: kind.want } satisfies SpreadsheetRequest, transfer);
    } catch {
      // A buffer already handed elsewhere (detached) cannot be sent: there is nothing to read.
      reading.fail(new SpreadsheetReadFailure('UNREADABLE'));
    }
  }

  /** Reads in the calling thread, with the worker's code, checking the signal between steps. */
  private async readHere<T>(file: FileContent, kind: ReadingKind<T>, reading: Reading<T>): Promise<void> {
    const parse = await import('./spreadsheet-parse').then(
      (module) => module.readSpreadsheet,
      (error: unknown) => reading.fail(codeNotLoaded(error instanceof Error ? error.message : String(error))),
    );
    await nextTask();
    if (parse === undefined || reading.settled) return;
    let bytes: Uint8Array;
    try {
      bytes = await bytesOf(file);
    } catch {
      reading.fail(new SpreadsheetReadFailure('UNREADABLE'));
      return;
    }
    if (reading.settled) return;
    try {
      const sheet = parse(bytes, (fraction) => {
        // Cancelled (or settled) meanwhile: stop the work; the reading has already answered.
        if (reading.settled) throw new SpreadsheetReadFailure('CANCELLED');
        reading.progress(Math.min(fraction, PROGRESS_BELOW_ONE));
      });
      reading.succeed(kind.fromSheet(sheet));
    } catch (error) {
      reading.fail(error);
    }
  }
}
