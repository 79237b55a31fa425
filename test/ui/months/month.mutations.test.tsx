import { act, waitFor } from '@testing-library/react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Month, MonthGateway } from '@domain/months';
import { useAddNextMonth, useToggleMonthBlocked } from '@ui/months/month.mutations';
import { monthQueries } from '@ui/months/month.queries';
import { useUiServices } from '@ui/shared/ui-services-context';
import { aMonth } from '../../support/builders/month.builder';
import { deferred, renderUiHook } from '../../support/ui-hooks';

const november = aMonth({ id: '113', monthYear: '2026-11', blocked: false });
const october = aMonth({ id: '112', monthYear: '2026-10', blocked: true });
const december = aMonth({ id: '114', monthYear: '2026-12', blocked: false });

/** A month gateway whose calls fail unless a test says otherwise. */
function aMonthGateway(overrides: Partial<MonthGateway> = {}): MonthGateway {
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  return { list: vi.fn(unexpected), setBlocked: vi.fn(unexpected), addNextMonth: vi.fn(unexpected), exportPictureProducts: vi.fn(unexpected), ...overrides };
}

const cachedMonths = (queryClient: QueryClient) => queryClient.getQueryData<readonly Month[]>(monthQueries.listKey());

describe('the month blocked toggle', () => {
  it('shows the new flag at once, keeps the month pending until saved, then invalidates the month list', async () => {
    const saving = deferred<Month>();
    const months = aMonthGateway({ setBlocked: vi.fn(() => saving.promise) });
    const onSaved = vi.fn();
    const { result, queryClient } = renderUiHook(() => useToggleMonthBlocked({ onSaved }), { months });
    queryClient.setQueryData(monthQueries.listKey(), [november, october]);

    act(() => result.current.setBlocked(november, true));

    await waitFor(() => expect(cachedMonths(queryClient)?.[0]?.blocked).toBe(true));
    expect(result.current.pending).toEqual(new Set(['113']));
    expect(months.setBlocked).toHaveBeenCalledWith('113', true);
    expect(queryClient.getQueryState(monthQueries.listKey())?.isInvalidated).toBe(false);

    await act(async () => {
      saving.resolve({ ...november, blocked: true });
      await saving.promise;
    });

    await waitFor(() => expect(result.current.pending.size).toBe(0));
    expect(onSaved).toHaveBeenCalledWith({ ...november, blocked: true });
    expect(cachedMonths(queryClient)).toEqual([{ ...november, blocked: true }, october]);
    expect(queryClient.getQueryState(monthQueries.listKey())?.isInvalidated).toBe(true);
  });

  it('puts the old flag back when saving fails, tells why, and still invalidates the month list', async () => {
    const failure = new Error('server down');
    const months = aMonthGateway({ setBlocked: vi.fn(() => Promise.reject(failure)) });
    const onFailed = vi.fn();
    const { result, queryClient } = renderUiHook(() => useToggleMonthBlocked({ onFailed }), { months });
    queryClient.setQueryData(monthQueries.listKey(), [november, october]);

    act(() => result.current.setBlocked(october, false));

    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(failure, { month: october, blocked: false }));
    expect(cachedMonths(queryClient)).toEqual([november, october]);
    expect(result.current.pending.size).toBe(0);
    expect(queryClient.getQueryState(monthQueries.listKey())?.isInvalidated).toBe(true);
  });
});

describe('adding the next month', () => {
  it('adds the month to the list at once and stays pending until the list has been read again', async () => {
    const rereading = deferred<readonly Month[]>();
    const list = vi.fn<MonthGateway['list']>().mockResolvedValueOnce([november, october]).mockReturnValueOnce(rereading.promise);
    const months = aMonthGateway({ list, addNextMonth: vi.fn(() => Promise.resolve(december)) });
    const onAdded = vi.fn();
    const { result } = renderUiHook(() => ({ list: useQuery(monthQueries.list(useUiServices())), add: useAddNextMonth({ onAdded }) }), { months });
    await waitFor(() => expect(result.current.list.data).toEqual([november, october]));

    act(() => result.current.add.mutate());

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(december, [november, october, december]));
    expect(result.current.list.data).toEqual([november, october, december]);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(result.current.add.isPending).toBe(true);

    await act(async () => {
      rereading.resolve([december, november, october]);
      await rereading.promise;
    });

    await waitFor(() => expect(result.current.add.isPending).toBe(false));
    expect(result.current.list.data).toEqual([december, november, october]);
  });
});
