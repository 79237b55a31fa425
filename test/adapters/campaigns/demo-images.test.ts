import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DemoDatabase, MAIN_DEMO_EID } from '@adapters/demo';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { InMemoryCampaignRepository } from '@adapters/campaigns';
import { InMemoryTemplateRepository } from '@adapters/templates';
import { CONTRACT_NOW } from '../../support/contract';
import { withClients } from '../../support/demo-client-count';

/** Where the application's public files are, as the build copies them beside its page. */
const PUBLIC = new URL('../../../public/', import.meta.url);

const imagesOf = (html: string): string[] => [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1] ?? '');

describe('the demo emails’ images', () => {
  it('are files shipped with the application, a few KB each, addressed beside its page', async () => {
    const clock = new ManualClock(CONTRACT_NOW);
    const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
    const campaigns = new InMemoryCampaignRepository(withClients({ db, clock, product: 'farmacias' }));
    const templates = new InMemoryTemplateRepository(db);
    const html = [
      ...(await Promise.all((await campaigns.list(MAIN_DEMO_EID)).map(async (campaign) => (await campaigns.get(campaign.id as string)).content.html))),
      ...(await Promise.all((await templates.list()).map(async (template) => templates.html(template.id)))),
    ];
    const images = new Set(html.flatMap(imagesOf));
    expect(images.size).toBeGreaterThanOrEqual(5);
    for (const src of images) {
      expect(src).toMatch(/^http:\/\/localhost(:\d+)?\/demo-images\/[a-z-]+\.svg$/);
      const file = new URL(`demo-images/${src.split('/demo-images/')[1]}`, PUBLIC);
      expect(statSync(file).size, src).toBeLessThan(4096);
      expect(readFileSync(file, 'utf8'), src).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });
});
