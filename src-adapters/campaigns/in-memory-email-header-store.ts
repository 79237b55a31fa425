import type { EmailHeader, EmailHeaderStore } from '@domain/campaigns';
import { ApiError } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { emailHeaders, headerHtml, type DemoEmailHeader } from './email-header-demo-data';

/** What the demo server answers a create for a pharmacy that already has a header (409). */
export const HEADER_EXISTS_MESSAGE = 'La farmacia ya tiene una cabecera';

const unknownPharmacy = (): ApiError => new ApiError('not-found', 404, 'Farmacia no encontrada');
const noHeader = (): ApiError => new ApiError('not-found', 404, 'Cabecera no encontrada');
const conflict = (): ApiError => new ApiError('conflict', 409, HEADER_EXISTS_MESSAGE);

/**
 * The pharmacies' email headers of the demo, kept in the demo database's overlay (they survive a reload):
 * Farmacia Llorente (500) has one (its name, its address line and a divider, in the block designer's
 * format); every other pharmacy none. The demo server keeps what the real one is sent (spec 2 §7: the
 * design and a description, never the HTML), so the HTML it answers is the block designer's rendering of
 * the design ('' for another editor's design), whatever HTML the header was given. A create for a
 * pharmacy that has a header is a 409, and for a pharmacy the data set lacks a 404; an update for a
 * pharmacy without a header is a 404.
 */
export class InMemoryEmailHeaderStore implements EmailHeaderStore {
  private readonly db: DemoDatabase;
  constructor(options: { readonly db: DemoDatabase }) {
    this.db = options.db;
  }

  async get(eid: number): Promise<EmailHeader | undefined> {
    const stored = emailHeaders(this.db).get(String(eid));
    return stored === undefined ? undefined : { json: stored.json, html: headerHtml(stored.json) };
  }

  async create(eid: number, header: EmailHeader, description: string): Promise<void> {
    if (!this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) throw unknownPharmacy();
    const headers = emailHeaders(this.db);
    if (headers.get(String(eid)) !== undefined) throw conflict();
    headers.put({ eid, json: header.json, description });
  }

  async update(eid: number, header: EmailHeader): Promise<void> {
    const headers = emailHeaders(this.db);
    const stored = headers.get(String(eid));
    if (stored === undefined) throw noHeader();
    headers.put({ ...stored, json: header.json });
  }

  /** Demo only (not on the port): the header as the demo server keeps it (with its description), if any. */
  stored(eid: number): DemoEmailHeader | undefined {
    return emailHeaders(this.db).get(String(eid));
  }
}
