import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@domain/shared-kernel';
import { errorMessage } from '../shared/error-messages';
import { notifyTitled } from './titled-notice';
import { catalogMessages } from './catalog-messages';

/** The text of a failed call, as the user reads it. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useLingui();
  return (error) => (isApiError(error) ? i18n._(errorMessage(error)) : t`Hubo un error. Por favor reintente.`);
}

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
  const errorText = useErrorText();
  return (
    <Alert color="red" role="alert" title={t`No se han podido cargar los datos del catálogo`}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text size="sm">{errorText(error)}</Text>
        <Button variant="default" size="xs" onClick={onRetry} loading={retrying === true}>
          {t`Reintentar`}
        </Button>
      </Group>
    </Alert>
  );
}
