import { act, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@ui/app/query-client';
import { activateLanguage } from '@ui/i18n/i18n';
import { LoadingBar } from '@ui/shell/loading-bar';
import { deferred, renderRouted } from '../../support/ui-hooks';

async function mount() {
  await activateLanguage('es');
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree: createRootRoute({ component: LoadingBar }), history: createMemoryHistory() });
  await router.load();
  renderRouted(router, queryClient);
  await act(() => Promise.resolve());
  vi.useFakeTimers();
  return queryClient;
}

describe('the loading bar (spec 1 §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows while a query fetches for more than 500 ms, and goes when it answers', async () => {
    const queryClient = await mount();
    const answer = deferred<string>();
    let fetched: Promise<string> | undefined;
    act(() => {
      fetched = queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => answer.promise });
    });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByTestId('loading-bar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    await act(async () => {
      answer.resolve('done');
      await fetched;
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByTestId('loading-bar')).toBeNull();
  });

  it('shows while a save runs for more than 500 ms, and not for a fetch that answers sooner', async () => {
    const queryClient = await mount();
    let quick: Promise<string> | undefined;
    act(() => {
      quick = queryClient.fetchQuery({ queryKey: ['quick'], queryFn: () => new Promise<string>((done) => setTimeout(() => done('ok'), 300)) });
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await expect(quick).resolves.toBe('ok');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByTestId('loading-bar')).toBeNull();

    const saved = deferred<void>();
    let saving: Promise<void> | undefined;
    act(() => {
      saving = queryClient.getMutationCache().build(queryClient, { mutationFn: () => saved.promise }).execute(undefined);
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByTestId('loading-bar')).toBeInTheDocument();
    await act(async () => {
      saved.resolve();
      await saving;
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByTestId('loading-bar')).toBeNull();
  });
});
