import type { SenderFormError, SenderWarning } from './sender';

/** Codes of the sender messages (spec 2 §4, §5, §8). */
export type SenderMessageCode = SenderFormError | SenderWarning | 'REGISTER_FAILED' | 'REGISTERED' | 'UNVERIFIED_TEXT';

/**
 * The sender messages, verbatim (spec 2 §5, §8), and the unverified warning (spec 2 §4): its title
 * '¡Cuidado!' is verbatim; not in the spec: the words of its text, which the spec only paraphrases.
 */
export const SENDER_MESSAGES = {
  FIELDS_EMPTY: 'El campo nombre o el campo email esta vacio',
  NO_SENDER: 'Por favor cree un remitente',
  REGISTER_FAILED: 'El remitente no ha podido ser registrado',
  REGISTERED: 'Remitente registrado correctamente',
  UNVERIFIED: '¡Cuidado!',
  UNVERIFIED_TEXT: 'La campaña no se enviará a menos que verifique el remitente antes de programarla.',
} as const satisfies Record<SenderMessageCode, string>;
