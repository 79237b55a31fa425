import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BI_DEMO_HEADERS, CONTENT_SECURITY_POLICY, SECURITY_HEADERS, withBiFrameSource } from '../../scripts/host.ts';

describe('the documented host configuration', () => {
  it('sends the same Content Security Policy as the preview server, in every nginx block', () => {
    const guide = readFileSync('docs/hosting.md', 'utf8');
    const policies = [...guide.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map((match) => match[1]);
    expect(policies).toHaveLength(2);
    for (const policy of policies) expect(policy).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  });

  it('frames only the BI service it is configured with, and lets the application alone frame the simulated one', () => {
    const frameSource = (url: string | undefined) => withBiFrameSource(CONTENT_SECURITY_POLICY, url).find((directive) => directive.startsWith('frame-src '));
    expect(frameSource('https://bi.example.com/embed/report?x=1')).toBe("frame-src 'self' https://*.getbee.io https://bi.example.com");
    expect(frameSource('http://bi.example.com/embed')).toBe("frame-src 'self' https://*.getbee.io");
    expect(frameSource(undefined)).toBe("frame-src 'self' https://*.getbee.io");
    expect(BI_DEMO_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(BI_DEMO_HEADERS['X-Frame-Options']).toBe('SAMEORIGIN');
  });
});
