import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_POST_ID,
  DEFAULT_TEMPLATE,
  TEMPLATE_TYPE_LABELS,
  isNewTemplateId,
  templateForSave,
  type CampaignTemplate,
} from '@domain/templates';
import { aTemplate } from '../../support/builders/template.builder';

describe('template types and defaults', () => {
  it('shows type 1 as Sanitaria and type 2 as Promocional', () => {
    expect(TEMPLATE_TYPE_LABELS).toEqual({ 1: 'Sanitaria', 2: 'Promocional' });
  });

  it('starts a new template as type 1 with postID 1, not deleted and empty', () => {
    expect(DEFAULT_POST_ID).toBe(1);
    expect(DEFAULT_TEMPLATE).toEqual({
      id: undefined,
      name: '',
      description: '',
      isHealthcare: true,
      type: 1,
      content: '',
      htmlContent: '',
      segmentId: 0,
      subject: '',
      postId: 1,
      isDeleted: false,
      createdBy: undefined,
      editedBy: undefined,
    });
  });

  it.each<[string | undefined, boolean]>([
    [undefined, true],
    ['', true],
    [' ', true],
    ['42', false],
  ])('treats the id %j as new: %s', (id, isNew) => {
    expect(isNewTemplateId(id)).toBe(isNew);
  });
});

describe('templateForSave', () => {
  it('keeps a type 1 template as it is', () => {
    const template = aTemplate();
    expect(templateForSave(template)).toEqual({ ok: true, value: template });
  });

  it('sets segmentId and postID to 0 for a type 2 template', () => {
    expect(templateForSave(aTemplate({ type: 2 }))).toEqual({ ok: true, value: aTemplate({ type: 2, segmentId: 0, postId: 0 }) });
  });

  it.each<[string, Partial<CampaignTemplate>]>([
    ['no name', { name: '' }],
    ['a blank description', { description: '   ' }],
    ['no content', { content: '' }],
  ])('refuses a template with %s', (_case, overrides) => {
    expect(templateForSave(aTemplate(overrides))).toEqual({ ok: false, error: 'FIELDS_EMPTY' });
  });

  it('refuses the default template, which is empty', () => {
    expect(templateForSave(DEFAULT_TEMPLATE)).toEqual({ ok: false, error: 'FIELDS_EMPTY' });
  });

  it('is idempotent and changes only segmentId and postID', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2>(1, 2),
        fc.nat({ max: 1000 }),
        fc.nat({ max: 1000 }),
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
        (type, segmentId, postId, name) => {
          const template = aTemplate({ type, segmentId, postId, name });
          const saved = templateForSave(template);
          if (!saved.ok) throw new Error('a filled template must save');
          expect(templateForSave(saved.value)).toEqual(saved);
          expect({ ...saved.value, segmentId: 0, postId: 0 }).toEqual({ ...template, segmentId: 0, postId: 0 });
          expect([saved.value.segmentId, saved.value.postId]).toEqual(type === 2 ? [0, 0] : [segmentId, postId]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
