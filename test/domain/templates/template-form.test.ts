import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_TEMPLATE,
  NEW_TEMPLATE_ID,
  emptyTemplateFields,
  isNewTemplateId,
  listedTemplates,
  stampTemplateAuthor,
  templateForSave,
  templateUsesSegmentAndPost,
  withTemplateType,
} from '@domain/templates';
import { aTemplate } from '../../support/builders/template.builder';

describe('the new-template address', () => {
  it.each<[string | undefined, boolean]>([
    ['new', true],
    ['NEW', true],
    [' new ', true],
    ['news', false],
    ['12', false],
  ])('treats %j as a new template: %s', (id, isNew) => {
    expect(isNewTemplateId(id)).toBe(isNew);
  });

  it('is the word "new"', () => {
    expect(NEW_TEMPLATE_ID).toBe('new');
  });
});

describe('withTemplateType', () => {
  it('makes a type 2 template promotional and keeps its segment and post while editing', () => {
    expect(withTemplateType(aTemplate(), 2)).toEqual(aTemplate({ type: 2, isHealthcare: false }));
  });

  it('makes a type 1 template a healthcare template', () => {
    expect(withTemplateType(aTemplate({ type: 2, isHealthcare: false }), 1)).toEqual(aTemplate({ type: 1, isHealthcare: true }));
  });

  it('asks for segment and blog post only on type 1', () => {
    expect(templateUsesSegmentAndPost(1)).toBe(true);
    expect(templateUsesSegmentAndPost(2)).toBe(false);
  });

  it('saves a template switched to type 2 with segment and post 0', () => {
    const saved = templateForSave(withTemplateType(aTemplate(), 2));
    expect(saved).toEqual({ ok: true, value: aTemplate({ type: 2, isHealthcare: false, segmentId: 0, postId: 0 }) });
  });
});

describe('emptyTemplateFields', () => {
  it('names every empty required field in form order', () => {
    expect(emptyTemplateFields(DEFAULT_TEMPLATE)).toEqual(['name', 'description', 'content']);
    expect(emptyTemplateFields(aTemplate({ description: ' \n' }))).toEqual(['description']);
    expect(emptyTemplateFields(aTemplate())).toEqual([]);
  });

  it('agrees with the save rule', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), (name, description, content) => {
        const template = aTemplate({ name, description, content });
        expect(templateForSave(template).ok).toBe(emptyTemplateFields(template).length === 0);
      }),
      { numRuns: 100 },
    );
  });
});

describe('stampTemplateAuthor', () => {
  it('records the author as creator and editor of a new template', () => {
    expect(stampTemplateAuthor(aTemplate({ createdBy: undefined, editedBy: undefined }), 'create', 'backoffice')).toEqual(
      aTemplate({ createdBy: 'backoffice', editedBy: 'backoffice' }),
    );
  });

  it('keeps the creator of an updated template and records the editor', () => {
    expect(stampTemplateAuthor(aTemplate({ createdBy: 'mgarcia', editedBy: 'mgarcia' }), 'update', 'backoffice')).toEqual(
      aTemplate({ createdBy: 'mgarcia', editedBy: 'backoffice' }),
    );
  });

  it('names the editor as creator of an updated template that had none', () => {
    expect(stampTemplateAuthor(aTemplate({ createdBy: undefined }), 'update', 'backoffice')).toMatchObject({ createdBy: 'backoffice', editedBy: 'backoffice' });
  });
});

describe('listedTemplates', () => {
  it('leaves deleted templates out and keeps the order', () => {
    const a = aTemplate({ id: '1' });
    const b = aTemplate({ id: '2', isDeleted: true });
    const c = aTemplate({ id: '3' });
    expect(listedTemplates([a, b, c])).toEqual([a, c]);
  });
});
