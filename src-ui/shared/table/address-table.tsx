import { Trans } from '@lingui/react/macro';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { startTransition, useEffect, useState, type CSSProperties } from 'react';
import type { AddressTableView } from './address-table-view';
import type { AddressTableProps } from './address-table-props';

export type { AddressTableProps } from './address-table-props';

let loadedView: typeof AddressTableView | undefined;
let viewLoad: Promise<typeof AddressTableView> | undefined;

/**
 * The data table's code (mantine-datatable and the Mantine pieces it draws with, about 75 KB
 * compressed), fetched once. A failed fetch is forgotten, so that the next attempt fetches it again.
 */
export function loadAddressTableView(): Promise<typeof AddressTableView> {
  viewLoad ??= import('./address-table-view').then(
    (module) => (loadedView = module.AddressTableView),
    (error: unknown) => {
      viewLoad = undefined;
      throw error;
    },
  );
  return viewLoad;
}

/**
 * The product's table over `useAddressTable`: the shared data table with its paging texts, the page,
 * page size and sort of the address, and its loading state announced.
 *
 * The data table's code is fetched after the screen's first paint, not before it: the screen's title,
 * filters and search are drawn at once, in its place a box of the table's loading size says it is
 * loading, and the table takes that place when its code has arrived (at once on later screens). On a
 * phone's connection the first screen does not wait for the table's files, nor its first render for
 * the table's.
 */
export function AddressTable<T, C extends string>(props: AddressTableProps<T, C>) {
  const [View, setView] = useState(() => loadedView);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (View !== undefined || failed) return;
    let live = true;
    const load = () =>
      void loadAddressTableView().then(
        // The table's first render is interruptible: drawing its rows does not hold the next input.
        (view) => live && startTransition(() => setView(() => view)),
        () => live && setFailed(true),
      );
    // Asked for once the screen is painted, so that nothing of the table's delays that paint.
    const cancel = afterNextPaint(load);
    return () => {
      live = false;
      cancel();
    };
  }, [View, failed]);

  if (View !== undefined) return <View {...props} />;
  return (
    <div aria-busy={!failed} style={{ ...PLACEHOLDER, minHeight: props.emptyMinHeight ?? 220 }}>
      {failed ? (
        <Stack align="center" gap="xs" role="alert">
          <Text size="sm">
            <Trans>No se ha podido cargar la tabla. Comprueba tu conexión y vuelve a intentarlo.</Trans>
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => setFailed(false)}>
            <Trans>Reintentar</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="xs">
          <Loader size="md" aria-hidden />
          <Text size="sm" c="dimmed">
            {props.loadingText}
          </Text>
        </Stack>
      )}
    </div>
  );
}

/** The box in the table's place while its code arrives: the table's border, radius and loading height. */
const PLACEHOLDER: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
};

/**
 * Runs `task` in a task after the next frame is painted; at once in a page that paints nothing (a
 * hidden tab, which draws no frames). Returns what cancels it.
 */
function afterNextPaint(task: () => void): () => void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
