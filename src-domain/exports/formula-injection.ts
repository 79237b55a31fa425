/**
 * The first characters that make a spreadsheet read a cell as a formula: `=` `+` `-` `@`, TAB, CR, LF
 * (OWASP CSV injection) and NUL (ASVS 1.2.10); security guide §A.2.1.
 */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r', '\n', '\0'];

/**
 * Neutralises CSV/formula injection: a text whose first character is one of {@link FORMULA_TRIGGERS}
 * gets a leading single quote, so a spreadsheet shows it as text (security guide §A.2.1, ASVS 1.2.10).
 * Any other text is returned unchanged; applying it twice changes nothing more. Known trade-off, pinned
 * in the tests: texts such as '+34600000000' or '-5' are shown with a visible quote.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.includes(text.charAt(0)) ? `'${text}` : text;
}
