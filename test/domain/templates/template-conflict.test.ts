import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { templateChangedSince, type CampaignTemplate } from '@domain/templates';
import { aTemplate } from '../../support/builders/template.builder';

describe('a template changed since the form loaded it', () => {
  it('is not changed when read again as it was', () => {
    const loaded = aTemplate();
    expect(templateChangedSince(loaded, { ...loaded })).toBe(false);
  });

  it('is changed when any field a save writes differs', () => {
    const changes: Partial<CampaignTemplate>[] = [
      { name: 'Otra' },
      { description: 'x' },
      { isHealthcare: false },
      { type: 2 },
      { content: '{"rows":[]}' },
      { htmlContent: '<p>b</p>' },
      { segmentId: 9 },
      { subject: 'Asunto nuevo' },
      { postId: 4 },
      { isDeleted: true },
      { editedBy: 'farmacia2' },
    ];
    const loaded = aTemplate({ isHealthcare: true, type: 1, segmentId: 3, postId: 1, editedBy: 'backoffice' });
    for (const change of changes) expect(templateChangedSince(loaded, { ...loaded, ...change }), JSON.stringify(change)).toBe(true);
  });

  it('ignores what a save does not write (the id)', () => {
    fc.assert(fc.property(fc.string(), (id) => !templateChangedSince(aTemplate({ id: '7' }), aTemplate({ id }))), { numRuns: 100 });
  });
});
