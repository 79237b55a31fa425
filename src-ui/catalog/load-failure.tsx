import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoadFailure as SharedLoadFailure, useErrorText } from '../shared/load-failure';
import { notifyTitled } from '../shared/titled-notice';
import { catalogMessages } from './catalog-messages';

/** A catalog load failure (spec 1 §8): toast 'Error' with the error's text, once per failed attempt. */
export function useLoadFailureToast(query: UseQueryResult<unknown>): void {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notifyTitled({ color: 'red', title: i18n._(catalogMessages.LOAD_FAILED), message: errorText(error) });
    // Once per failed attempt: the time of the failure says when it is a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);
}

/** The visible error state of a catalog load (spec 1 §8 loading-error flag), with a retry. */
export function LoadFailure({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useLingui();
  return <SharedLoadFailure title={t`No se han podido cargar los datos del catálogo`} error={error} onRetry={onRetry} retrying={retrying} />;
}
