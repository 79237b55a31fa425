import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { useState } from 'react';
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

describe('the loading bar beside screens that start queries while they render', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('never updates itself while another component renders (a query built during a render)', async () => {
    await activateLanguage('es');
    const errors = vi.spyOn(console, 'error');
    const queryClient = createQueryClient();
    let show: (value: boolean) => void = () => undefined;
    /** A screen, drawn before the bar, that reads a query of its own the first time it shows. */
    function Screen() {
      const [shown, setShown] = useState(false);
      show = setShown;
      return shown ? <Reader /> : null;
    }
    function Reader() {
      const query = useQuery({ queryKey: ['read-while-rendering'], queryFn: () => new Promise<string>(() => undefined) });
      return <p>{query.status}</p>;
    }
    const router = createRouter({
      routeTree: createRootRoute({
        component: () => (
          <>
            <Screen />
            <LoadingBar />
          </>
        ),
      }),
      history: createMemoryHistory(),
    });
    await router.load();
    renderRouted(router, queryClient);
    await act(() => Promise.resolve());
    // A fetch starts (the bar has an update to draw) and, in the same pass, the screen builds its query.
    act(() => {
      void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => undefined) });
      show(true);
    });
    await act(() => Promise.resolve());
    expect(await screen.findByText('pending')).toBeInTheDocument();
    expect(errors.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('Cannot update a component'))).toEqual([]);
  });
});
