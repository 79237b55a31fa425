import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TemplateRepository, TemplateSummary } from '@domain/templates';
import { useDeleteTemplate, useSaveTemplate } from '@ui/templates/template.mutations';
import { templateQueries } from '@ui/templates/template.queries';
import type { UiServices } from '@ui/shared/ui-services';
import { aNewTemplate, aTemplate, aTemplateSummary } from '../../support/builders/template.builder';
import { deferred, renderUiHook } from '../../support/ui-hooks';

/** A template repository whose calls fail unless a test says otherwise. */
function aTemplateRepository(overrides: Partial<TemplateRepository> = {}): TemplateRepository {
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  return {
    list: vi.fn(unexpected),
    get: vi.fn(unexpected),
    create: vi.fn(unexpected),
    update: vi.fn(unexpected),
    delete: vi.fn(unexpected),
    html: vi.fn(unexpected),
    checkEditPermission: vi.fn(unexpected),
    ...overrides,
  };
}

const detailKey = (templates: TemplateRepository, id: string) => templateQueries.detail({ templates } as UiServices, id).queryKey;

describe('saving a template', () => {
  it('creates a template without an id and updates one with it', async () => {
    const templates = aTemplateRepository({ create: vi.fn(() => Promise.resolve('8')), update: vi.fn(() => Promise.resolve()) });
    const creating = renderUiHook(() => useSaveTemplate(undefined), { templates });
    const updating = renderUiHook(() => useSaveTemplate('7'), { templates });

    act(() => creating.result.current.mutate(aNewTemplate()));
    act(() => updating.result.current.mutate(aTemplate()));

    await waitFor(() => expect(updating.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(creating.result.current.isSuccess).toBe(true));
    expect(templates.create).toHaveBeenCalledWith(aNewTemplate());
    expect(templates.update).toHaveBeenCalledWith('7', aTemplate());
  });

  it('invalidates every template query once saved, and none when saving fails', async () => {
    const failure = new Error('server down');
    const templates = aTemplateRepository({ update: vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(failure) });
    const onSaved = vi.fn();
    const onFailed = vi.fn();
    const { result, queryClient } = renderUiHook(() => useSaveTemplate('7', { onSaved, onFailed }), { templates });
    const seed = () => {
      queryClient.setQueryData(templateQueries.listKey(), [aTemplateSummary()]);
      queryClient.setQueryData(detailKey(templates, '7'), aTemplate());
    };
    const invalidated = () => [templateQueries.listKey(), detailKey(templates, '7')].map((key) => queryClient.getQueryState(key)?.isInvalidated);

    seed();
    act(() => result.current.mutate(aTemplate()));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(invalidated()).toEqual([true, true]);

    queryClient.clear();
    seed();
    act(() => result.current.mutate(aTemplate()));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(failure));
    expect(invalidated()).toEqual([false, false]);
  });
});

describe('deleting a template', () => {
  it('takes the row out of the list, marks it deleting meanwhile, and invalidates the list', async () => {
    const deleting = deferred<void>();
    const templates = aTemplateRepository({ delete: vi.fn(() => deleting.promise) });
    const onDeleted = vi.fn();
    const { result, queryClient } = renderUiHook(() => useDeleteTemplate({ onDeleted }), { templates });
    const kept = aTemplateSummary({ id: '8', name: 'Alergias' });
    const gone = aTemplateSummary({ id: '7' });
    queryClient.setQueryData(templateQueries.listKey(), [gone, kept]);

    act(() => result.current.deleteTemplate(gone));

    await waitFor(() => expect(result.current.deleting).toBe('7'));
    await act(async () => {
      deleting.resolve();
      await deleting.promise;
    });
    await waitFor(() => expect(result.current.deleting).toBeUndefined());
    expect(onDeleted).toHaveBeenCalledWith(gone);
    expect(queryClient.getQueryData<readonly TemplateSummary[]>(templateQueries.listKey())).toEqual([kept]);
    expect(queryClient.getQueryState(templateQueries.listKey())?.isInvalidated).toBe(true);
  });
});
