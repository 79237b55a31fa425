/** What the pasted list holds: emails or phones (spec 1 §2.7 "The user chooses email or phone"). */
export type ContactKind = 'email' | 'phone';

/**
 * The word the screen shows for each kind, in the alert 'falta el id de farmacia o {type}' (spec 1 §5).
 * Not in the spec: the spec names the placeholder only; the words are 'email' and 'teléfono'.
 */
export const CONTACT_KIND_NAMES = { email: 'email', phone: 'teléfono' } as const satisfies Record<ContactKind, string>;

/**
 * A standard email pattern (spec 1 §5): a local part without spaces or '@', an '@', and a domain of
 * dot-separated labels ending in a top-level label of at least two letters.
 */
const EMAIL_PATTERN = /^[^\s@]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** A phone line starts with 9 digits (spec 1 §5). The rule looks only at the start of the line. */
const PHONE_PATTERN = /^\d{9}/;

/** Whether one trimmed line is a valid email or phone for `kind` (spec 1 §5). */
export function isValidContact(line: string, kind: ContactKind): boolean {
  return (kind === 'email' ? EMAIL_PATTERN : PHONE_PATTERN).test(line);
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
