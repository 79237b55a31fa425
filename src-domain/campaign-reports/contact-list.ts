import { isValidEmail } from '@domain/shared-kernel';

/** What the pasted list holds: emails or phones (spec 1 §2.7 "The user chooses email or phone"). */
export type ContactKind = 'email' | 'phone';

/**
 * A phone line starts with 9 digits (spec 1 §5 "phones must start with 9 digits"). The rule looks only at
 * the start of the line. It is this list's own rule: the spec states different phone rules for SMS
 * recipients (spec 2 §5) and for the entity wizard (spec 3 §5).
 */
const PHONE_PATTERN = /^\d{9}/;

/**
 * Whether one trimmed line is a valid email or phone for `kind` (spec 1 §5): an email by the shared
 * email rule (`isValidEmail` of the shared kernel, which spec 1 §5 calls "a standard email pattern"),
 * a phone by its first nine digits.
 */
export function isValidContact(line: string, kind: ContactKind): boolean {
  return kind === 'email' ? isValidEmail(line) : PHONE_PATTERN.test(line);
}

/** A pasted list split into the lines kept and the invalid lines dropped, each trimmed, in pasted order. */
export interface ContactLines {
  readonly kept: readonly string[];
  readonly dropped: readonly string[];
}

/**
 * Splits a pasted list into lines and keeps the valid ones (spec 1 §5 "invalid lines are dropped").
 * Not in the spec: each line is trimmed, blank lines are ignored (neither kept nor dropped), and a
 * phone line is kept as pasted, since the rule only asks that it start with 9 digits.
 */
export function splitContactList(text: string, kind: ContactKind): ContactLines {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return {
    kept: lines.filter((line) => isValidContact(line, kind)),
    dropped: lines.filter((line) => !isValidContact(line, kind)),
  };
}

/**
 * The key a contact is matched by against a pharmacy's clients. Not in the spec (the campaign-reports
 * service matches): a line with an '@' is an email, matched whatever its letter case; any other line
 * is a phone, matched by its first nine digits, which is all the phone rule looks at (spec 1 §5);
 * anything else is matched as trimmed.
 */
export function contactKey(line: string): string {
  const trimmed = line.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return PHONE_PATTERN.exec(trimmed)?.[0] ?? trimmed;
}
