import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, writeDraft } from '@ui/shared/form-draft';

describe('form drafts in this browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a draft per user and form, and forgets it when asked', () => {
    expect(writeDraft(2, 'template:4', { name: 'Alergia 2027' }, 1000)).toBe(true);
    expect(readDraft(2, 'template:4')).toEqual({ value: { name: 'Alergia 2027' }, savedAt: 1000 });
    expect(readDraft(3, 'template:4')).toBeUndefined();
    expect(readDraft(2, 'template:5')).toBeUndefined();
    clearDraft(2, 'template:4');
    expect(readDraft(2, 'template:4')).toBeUndefined();
  });

  it('goes on when storage is full: the draft is not kept and nothing throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeDraft(2, 'template:4', { name: 'x' }, 1000)).toBe(false);
    expect(readDraft(2, 'template:4')).toBeUndefined();
  });

  it('ignores a damaged draft', () => {
    window.localStorage.setItem('backoffice.draft.2.template:4', '{not json');
    expect(readDraft(2, 'template:4')).toBeUndefined();
    window.localStorage.setItem('backoffice.draft.2.template:4', JSON.stringify({ savedAt: 5 }));
    expect(readDraft(2, 'template:4')).toBeUndefined();
  });
});
