// eslint-disable-next-line no-restricted-imports -- the one place that wraps TanStack's mutation hook
import { useMutation, type DefaultError, type MutateOptions, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** A mutation's options, plus which calls count as the same one. */
export type GuardedMutationOptions<TData, TError, TVariables, TContext> = UseMutationOptions<TData, TError, TVariables, TContext> & {
  /**
   * The calls that may not overlap: a call whose key is already in flight is ignored. One key for
   * every call by default (a save, an add); key by record for per-row actions (delete this row).
   */
  readonly inFlightKey?: (variables: TVariables) => string;
};

/** A mutation whose calls do not overlap: see {@link useGuardedMutation}. */
export type GuardedMutation<TData, TError, TVariables, TContext> = Omit<UseMutationResult<TData, TError, TVariables, TContext>, 'mutate' | 'mutateAsync' | 'isPending'> & {
  /** Runs the mutation, unless the same call is in flight. */
  readonly mutate: (variables: TVariables, mutateOptions?: MutateOptions<TData, TError, TVariables, TContext>) => void;
  /** Runs the mutation and resolves with its result; `undefined` at once when the same call is in flight. */
  readonly mutateAsync: (variables: TVariables, mutateOptions?: MutateOptions<TData, TError, TVariables, TContext>) => Promise<TData | undefined>;
  /** From the call until the mutation has settled. */
  readonly isPending: boolean;
};

const ONE_KEY = (): string => '';

/**
 * TanStack's `useMutation`, except that a call made while the same call is in flight does nothing: a
 * double click, a key held down or a second press before the button shows it is busy sends one
 * request, not two. The guard is set synchronously on the call (the mutation's own `isPending` reaches
 * the screen a task later) and released once the mutation has settled, its `onSettled` included.
 * `mutateAsync` of an ignored call resolves to `undefined`. `isPending` is also true from the call on.
 * Every mutation of the UI goes through here (lint forbids `useMutation` elsewhere).
 */
export function useGuardedMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: GuardedMutationOptions<TData, TError, TVariables, TContext>,
): GuardedMutation<TData, TError, TVariables, TContext> {
  const { inFlightKey = ONE_KEY, ...mutationOptions } = options;
  const inFlight = useRef(new Set<string>());
  const [inFlightCount, setInFlightCount] = useState(0);
  const keyOf = useRef(inFlightKey);
  useLayoutEffect(() => {
    keyOf.current = inFlightKey;
  });

  const release = useCallback((key: string) => {
    inFlight.current.delete(key);
    setInFlightCount(inFlight.current.size);
  }, []);
  const claim = useCallback((variables: TVariables): string | undefined => {
    const key = keyOf.current(variables);
    if (inFlight.current.has(key)) return undefined;
    inFlight.current.add(key);
    setInFlightCount(inFlight.current.size);
    return key;
  }, []);

  const mutation = useMutation<TData, TError, TVariables, TContext>(mutationOptions);
  const { mutateAsync: run } = mutation;

  const mutateAsync = useCallback(
    async (variables: TVariables, mutateOptions?: MutateOptions<TData, TError, TVariables, TContext>): Promise<TData | undefined> => {
      const key = claim(variables);
      if (key === undefined) return undefined;
      try {
        return await run(variables, mutateOptions);
      } finally {
        release(key);
      }
    },
    [claim, release, run],
  );
  const mutate = useCallback(
    (variables: TVariables, mutateOptions?: MutateOptions<TData, TError, TVariables, TContext>): void => {
      // Failures reach the mutation's and the call's onError; nothing is left unhandled here.
      mutateAsync(variables, mutateOptions).catch(() => undefined);
    },
    [mutateAsync],
  );

  return { ...mutation, mutate, mutateAsync, isPending: mutation.isPending || inFlightCount > 0 };
}
