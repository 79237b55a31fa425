import type { SenderFormError, SenderWarning } from './sender';

/** Codes of the sender messages (spec 2 §4, §5, §8); the screens word them (src-ui/campaigns). */
export type SenderMessageCode = SenderFormError | SenderWarning | 'REGISTER_FAILED' | 'REGISTERED' | 'UNVERIFIED_TEXT';
