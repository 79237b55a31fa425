import type { LegalTermsError } from './legal-terms';
import type { LoginError } from './login-errors';

/** What the entity switch tells: while it runs, and once it is done (spec 2 §8, spec 3 §8). */
export type SwapNotice = 'SWAPPING' | 'SWAP_DONE';

/**
 * Every message of the session: the login failures, the legal-terms rule and the entity switch; the
 * screens word them.
 */
export type SessionMessageCode = LoginError | LegalTermsError | SwapNotice;
