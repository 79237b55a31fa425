import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { withAllSubscriptionsSelected, type CatalogGateway, type CatalogOptions, type DomainSubscription } from '@domain/catalog-export';
import { useSaveCatalogOptions, useSaveSubscription } from '@ui/catalog/catalog.mutations';
import { catalogQueries } from '@ui/catalog/catalog.queries';
import type { UiServices } from '@ui/shared/ui-services';
import { aCatalogOptions, aCatalogSubscription, aDomainSubscription } from '../../support/builders/catalog.builder';
import { deferred, renderUiHook } from '../../support/ui-hooks';

/** A catalog gateway whose calls fail unless a test says otherwise. */
function aCatalogGateway(overrides: Partial<CatalogGateway> = {}): CatalogGateway {
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  return {
    options: vi.fn(unexpected),
    saveOptions: vi.fn(unexpected),
    subscriptions: vi.fn(unexpected),
    saveSubscription: vi.fn(unexpected),
    jobs: vi.fn(unexpected),
    deleteJob: vi.fn(unexpected),
    checkHealth: vi.fn(unexpected),
    ...overrides,
  };
}

const services = (catalog: CatalogGateway): Pick<UiServices, 'catalog'> => ({ catalog });
const optionsKey = (catalog: CatalogGateway) => catalogQueries.options(services(catalog) as UiServices).queryKey;
const subscriptionsKey = (catalog: CatalogGateway) => catalogQueries.subscriptions(services(catalog) as UiServices).queryKey;
const invalidated = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('saving a domain subscription', () => {
  const uno = aDomainSubscription({ domain: 'uno.es', prescription: false, parapharmacy: true });
  const dos = aDomainSubscription({ domain: 'dos.es', email: 'dos@dos.es', prescription: true, parapharmacy: false });

  it('invalidates the catalog options once saved, since parapharmacy decides the domains offered for export', async () => {
    const catalog = aCatalogGateway({ saveSubscription: vi.fn(() => Promise.resolve()) });
    const onSaved = vi.fn();
    const { result, queryClient } = renderUiHook(() => useSaveSubscription({ onSaved }), services(catalog));
    queryClient.setQueryData(subscriptionsKey(catalog), [uno, dos]);
    queryClient.setQueryData(optionsKey(catalog), aCatalogOptions());

    act(() => result.current.setSubscription(dos, 'parapharmacy', true));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...dos, parapharmacy: true }));
    expect(catalog.saveSubscription).toHaveBeenCalledWith({ ...dos, parapharmacy: true });
    expect(queryClient.getQueryData(subscriptionsKey(catalog))).toEqual([uno, { ...dos, parapharmacy: true }]);
    expect(invalidated(queryClient, optionsKey(catalog))).toBe(true);
    expect(invalidated(queryClient, subscriptionsKey(catalog))).toBe(false);
    await waitFor(() => expect(result.current.pending.size).toBe(0));
  });

  it('switches back when saving fails, tells why, and leaves the options alone', async () => {
    const failure = new Error('server down');
    const catalog = aCatalogGateway({ saveSubscription: vi.fn(() => Promise.reject(failure)) });
    const onFailed = vi.fn();
    const { result, queryClient } = renderUiHook(() => useSaveSubscription({ onFailed }), services(catalog));
    queryClient.setQueryData(subscriptionsKey(catalog), [uno, dos]);
    queryClient.setQueryData(optionsKey(catalog), aCatalogOptions());

    act(() => result.current.setSubscription(uno, 'prescription', true));

    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(failure, { next: { ...uno, prescription: true }, type: 'prescription' }));
    expect(queryClient.getQueryData<readonly DomainSubscription[]>(subscriptionsKey(catalog))).toEqual([uno, dos]);
    expect(invalidated(queryClient, optionsKey(catalog))).toBe(false);
    await waitFor(() => expect(result.current.pending.size).toBe(0));
  });
});

describe('saving the catalog options', () => {
  const before = aCatalogOptions({ subscriptions: [aCatalogSubscription({ domain: 'uno.es', selected: true }), aCatalogSubscription({ domain: 'dos.es', selected: false })] });
  const after = withAllSubscriptionsSelected(before, true);

  it('shows the change before the save answers and keeps it, without reading the options again', async () => {
    const saving = deferred<void>();
    const catalog = aCatalogGateway({ saveOptions: vi.fn(() => saving.promise) });
    const { result, queryClient } = renderUiHook(() => useSaveCatalogOptions(), services(catalog));
    queryClient.setQueryData(optionsKey(catalog), before);

    act(() => result.current.saveOptions(after));

    expect(queryClient.getQueryData<CatalogOptions>(optionsKey(catalog))).toEqual(after);
    await waitFor(() => expect(catalog.saveOptions).toHaveBeenCalledWith(after));
    await act(async () => {
      saving.resolve();
      await saving.promise;
    });
    expect(queryClient.getQueryData<CatalogOptions>(optionsKey(catalog))).toEqual(after);
    expect(invalidated(queryClient, optionsKey(catalog))).toBe(false);
  });

  it('puts the options back as they were when saving fails, tells why, and reads them again', async () => {
    const failure = new Error('server down');
    const catalog = aCatalogGateway({ saveOptions: vi.fn(() => Promise.reject(failure)) });
    const onFailed = vi.fn();
    const { result, queryClient } = renderUiHook(() => useSaveCatalogOptions({ onFailed }), services(catalog));
    queryClient.setQueryData(optionsKey(catalog), before);

    act(() => result.current.saveOptions(after));

    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(failure));
    expect(queryClient.getQueryData<CatalogOptions>(optionsKey(catalog))).toEqual(before);
    expect(invalidated(queryClient, optionsKey(catalog))).toBe(true);
  });
});
