import { readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiDocuments, declaredCalls } from '@test/support/api-document';

const API_DOCUMENTS = fileURLToPath(new URL('../../docs/api/', import.meta.url));
const written = (): string[] => readdirSync(API_DOCUMENTS).filter((name) => name.endsWith('.openapi.json')).sort();

describe('The API documents (docs/api/)', () => {
  const documents = apiDocuments();

  // `npm run docs:api` writes them; every other run compares.
  if (process.env.WRITE_API_DOCUMENT === '1') {
    it('are written from the declared calls', () => {
      for (const file of written()) if (!documents.has(file)) unlinkSync(`${API_DOCUMENTS}${file}`);
      for (const [file, text] of documents) writeFileSync(`${API_DOCUMENTS}${file}`, text);
      expect(written()).toEqual([...documents.keys()].sort());
    });
    return;
  }

  it('are the ones the declared calls make (run npm run docs:api after changing a call)', () => {
    expect(written()).toEqual([...documents.keys()].sort());
    for (const [file, text] of documents) expect(readFileSync(`${API_DOCUMENTS}${file}`, 'utf8'), file).toBe(text);
  });

  it('name each call once', () => {
    const names = declaredCalls().map((call) => call.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('write paths from the root with their variables in braces, and no query in the path', () => {
    const wrong = declaredCalls().filter((call) => !/^(\/([\w.-]+|\{[A-Za-z]\w*\}))+$/.test(call.path));
    expect(wrong.map((call) => `${call.name}: ${call.path}`)).toEqual([]);
  });

  it('do not list the same method and path twice on a service with requests that disagree on being multipart', () => {
    const byOperation = new Map<string, Set<boolean>>();
    for (const call of declaredCalls()) {
      const key = `${call.service} ${call.method} ${call.path}`;
      byOperation.set(key, (byOperation.get(key) ?? new Set()).add(call.multipart === true));
    }
    expect([...byOperation].filter(([, kinds]) => kinds.size > 1).map(([key]) => key)).toEqual([]);
  });
});
