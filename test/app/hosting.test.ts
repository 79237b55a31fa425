import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../scripts/host.ts';

describe('the documented host configuration', () => {
  it('sends the same Content Security Policy as the preview server, in every nginx block', () => {
    const guide = readFileSync('docs/hosting.md', 'utf8');
    const policies = [...guide.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map((match) => match[1]);
    expect(policies).toHaveLength(2);
    for (const policy of policies) expect(policy).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  });
});
