import { portMethods, token } from '@domain/shared-kernel';
import type { LegalTerms } from './legal-terms';

/** Legal-terms calls of spec 2 §7. */
export interface LegalTermsGateway {
  /** GET /api/v2/legal/general_conditions/{eid}. */
  get(eid: number): Promise<LegalTerms>;
  /** POST /api/v2/legal/general_conditions/sign {eid, name, uid}. */
  sign(signature: { eid: number; name: string; uid: number }): Promise<void>;
}

/** Token of the {@link LegalTermsGateway} port. */
export const LegalTermsGateway = token<LegalTermsGateway>('session.LegalTermsGateway');

/** Every call of the {@link LegalTermsGateway} port. */
export const LegalTermsGatewayMethods = portMethods<LegalTermsGateway>()('get', 'sign');
