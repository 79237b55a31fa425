import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanDomain, isValidDomain } from '@domain/web';

describe('cleanDomain', () => {
  it.each([
    ['https://farmacia.es/', 'farmacia.es'],
    ['http://farmacia.es', 'farmacia.es'],
    ['HTTPS://Farmacia.es/', 'Farmacia.es'],
    ['farmacia.es/', 'farmacia.es'],
    ['farmacia.es', 'farmacia.es'],
    ['  https://farmacia.es//  ', 'farmacia.es'],
    ['https://http://farmacia.es', 'farmacia.es'],
    ['https://farmacia.es/tienda/', 'farmacia.es/tienda'],
    ['ftp://farmacia.es', 'ftp://farmacia.es'],
    ['https://', ''],
    ['', ''],
  ])('cleans %j to %j', (input, cleaned) => {
    expect(cleanDomain(input)).toBe(cleaned);
  });

  const typed = fc
    .array(fc.constantFrom('https://', 'http://', 'HTTP://', 'http:/', '/', ' ', '\t', 'farmacia', '.es', ':', 'h'), { maxLength: 12 })
    .map((parts) => parts.join(''));

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(typed, fc.string()), (input) => {
        const cleaned = cleanDomain(input);
        expect(cleanDomain(cleaned)).toBe(cleaned);
      }),
      { numRuns: 500 },
    );
  });

  it('never leaves a protocol prefix at the start or a slash at the end', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const cleaned = cleanDomain(input);
        expect(/^\s*https?:\/\//i.test(cleaned) || /[/\s]$/.test(cleaned)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('isValidDomain', () => {
  it.each(['farmacia.es', 'www.farmacia-centro.com', 'tienda.farmacia.es', 'a1.es'])('accepts %s', (domain) => {
    expect(isValidDomain(domain)).toBe(true);
  });

  it.each([
    ['farmacia', 'a single label'],
    ['farmacia.', 'an empty top-level label'],
    ['-farmacia.es', 'a leading hyphen'],
    ['farmacia-.es', 'a trailing hyphen'],
    ['farmacia..es', 'an empty label'],
    ['farmacia.e5', 'digits in the top-level label'],
    ['farmacia es.com', 'a space'],
    ['https://farmacia.es', 'a protocol'],
    [`${'a'.repeat(64)}.es`, 'a 64-character label'],
    [`${'a.'.repeat(127)}es`, '255 characters'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (domain) => {
    expect(isValidDomain(domain)).toBe(false);
  });
});
