import fc from 'fast-check';

/** The surrogate code points (U+D800–U+DFFF): never a character on their own. */
const SURROGATES = { first: 0xd800, count: 0x800 } as const;

/**
 * Any Unicode scalar value (U+0000–U+10FFFF without the surrogates) as a one-character text: what
 * fast-check's 'binary' string unit draws. Use it (or {@link anyUnicodeText}) instead of that unit: to
 * inject its tricky strings, fast-check maps every one of the 1.1 million code points the first time a
 * string of the 'binary' unit is made, which costs one to five seconds of the first test of each test
 * file on a busy machine.
 */
export const anyScalar: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff - SURROGATES.count })
  .map((index) => String.fromCodePoint(index < SURROGATES.first ? index : index + SURROGATES.count));

/** Any text of Unicode scalar values ({@link anyScalar}), with fast-check's length constraints. */
export function anyUnicodeText(constraints: Omit<fc.StringConstraints, 'unit'> = {}): fc.Arbitrary<string> {
  return fc.string({ ...constraints, unit: anyScalar });
}
