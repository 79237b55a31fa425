import type { LegalTerms, LegalTermsGateway } from '@domain/session';
import { ApiError } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';

/** Legal terms of the demo pharmacies. */
export class InMemoryLegalTermsGateway implements LegalTermsGateway {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async get(eid: number): Promise<LegalTerms> {
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === eid);
    if (pharmacy === undefined) throw new ApiError('not-found', 404, 'Farmacia no encontrada');
    const { LEGAL_TERMS_DOCUMENT, LEGAL_TERMS_DOCUMENT_EN } = await import('./demo-legal-terms');
    return { document: LEGAL_TERMS_DOCUMENT, translations: { en: LEGAL_TERMS_DOCUMENT_EN }, signatures: pharmacy.legalSignatures };
  }

  async sign(signature: { eid: number; name: string; uid: number }): Promise<void> {
    if (signature.name.trim() === '') throw new ApiError('server-message', 200, 'Falta el nombre de quien firma', 'Falta el nombre de quien firma');
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === signature.eid);
    if (pharmacy === undefined) throw new ApiError('not-found', 404, 'Farmacia no encontrada');
    this.db.savePharmacy({ ...pharmacy, legalSignatures: pharmacy.legalSignatures + 1 });
  }
}
