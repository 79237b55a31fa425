import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { hasActiveReportJobs, type EntityReportStatus, type EntitySortColumn, type ReportJobKind } from '@domain/entities';
import type { DataTableColumn } from '../shared/data-table';
import { icons } from '../shared/icons';
import { AddressTable } from '../shared/table/address-table';
import type { AddressTableState } from '../shared/table/use-address-table';
import { actionsColumn, leadingColumns, type EntityRow } from './entity-columns';
import { JOB_STATE_LABELS, monthText } from './entity-messages';
import type { EntityRowAction } from './entity-row-actions';
import { REPORT_STATUS_POLL_MS } from './entity.queries';
import { GenerateReportDialog, RegenerateByErpDialog } from './report-job-dialogs';

const ClockIcon = icons.clock;
const SyncIcon = icons.sync;

/** What the list gives its cache/report mode. */
export interface CacheReportModeProps {
  readonly table: AddressTableState<EntityRow, EntitySortColumn>;
  readonly statuses: UseQueryResult<readonly EntityReportStatus[]>;
  readonly rowActions: readonly EntityRowAction[];
  readonly now: number;
}

/**
 * The entity list's cache/report mode (spec 3 §2): the last cache and last report of each pharmacy,
 * its job's state from the reports status (a clock while pending, a spinner while running; spec 3 §4),
 * read again every few seconds while a job waits or runs, pharmacies selected with a checkbox, and the
 * dialogs to generate the cache or the reports of the selected pharmacies and to regenerate by ERP.
 */
/**
 * The selected pharmacies by id, with their names for the dialogs; kept across searches and pages. A
 * store of its own: a click on a checkbox draws that checkbox, the page's header and the count, not the
 * table's rows.
 */
interface Selection {
  readonly get: () => ReadonlyMap<number, string>;
  readonly toggle: (rows: readonly EntityRow[], on: boolean) => void;
  readonly clear: () => void;
  readonly subscribe: (listener: () => void) => () => void;
}

function createSelection(): Selection {
  let selected: ReadonlyMap<number, string> = new Map();
  const listeners = new Set<() => void>();
  const change = (next: ReadonlyMap<number, string>) => {
    selected = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => selected,
    toggle: (rows, on) => {
      const next = new Map(selected);
      for (const row of rows) {
        if (on) next.set(row.id, row.name);
        else next.delete(row.id);
      }
      change(next);
    },
    clear: () => change(new Map()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function useSelected(selection: Selection): ReadonlyMap<number, string> {
  return useSyncExternalStore(selection.subscribe, selection.get, selection.get);
}

/** A row's checkbox: drawn again only when its own pharmacy is selected or not. */
function RowCheckbox({ selection, row }: { readonly selection: Selection; readonly row: EntityRow }) {
  const { t } = useLingui();
  const checked = useSyncExternalStore(selection.subscribe, () => selection.get().has(row.id), () => false);
  return <Checkbox aria-label={t`Seleccionar ${row.name}`} checked={checked} onChange={(event) => selection.toggle([row], event.currentTarget.checked)} />;
}

/** The header's checkbox: every pharmacy of the page. */
function PageCheckbox({ selection, page }: { readonly selection: Selection; readonly page: readonly EntityRow[] }) {
  const { t } = useLingui();
  const selected = useSelected(selection);
  const allOnPage = page.length > 0 && page.every((row) => selected.has(row.id));
  const someOnPage = page.some((row) => selected.has(row.id));
  return <Checkbox aria-label={t`Seleccionar las farmacias de esta página`} checked={allOnPage} indeterminate={someOnPage && !allOnPage} onChange={(event) => selection.toggle(page, event.currentTarget.checked)} />;
}

/** The mode's actions, the selection's count and the dialogs: opening a dialog does not draw the table again. */
function CacheReportToolbar({ selection }: { readonly selection: Selection }) {
  const { t } = useLingui();
  const selected = useSelected(selection);
  const [dialog, setDialog] = useState<ReportJobKind | 'erp' | undefined>(undefined);
  // The generation dialog's pharmacies and kind as they were when it opened: while it is closed its props
  // do not change, so a tick of a checkbox does not draw it again.
  const [generation, setGeneration] = useState<{ readonly kind: ReportJobKind; readonly selected: ReadonlyMap<number, string> }>(() => ({ kind: 'cache', selected: selection.get() }));
  const openGeneration = (kind: ReportJobKind) => {
    setGeneration({ kind, selected: selection.get() });
    setDialog(kind);
  };
  const close = useCallback(() => setDialog(undefined), []);
  const count = selected.size;
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button variant="light" onClick={() => openGeneration('cache')}>{t`Generar caché`}</Button>
          <Button variant="light" onClick={() => openGeneration('report')}>{t`Generar informes`}</Button>
          <Button variant="default" leftSection={<SyncIcon size={16} aria-hidden />} onClick={() => setDialog('erp')}>
            {t`Regenerar por ERP`}
          </Button>
        </Group>
        <Group gap="sm">
          <Text size="sm" aria-live="polite">
            {count === 1 ? t`1 farmacia seleccionada` : t`${count} farmacias seleccionadas`}
          </Text>
          <Button variant="subtle" size="compact-sm" disabled={count === 0} onClick={selection.clear}>
            {t`Quitar la selección`}
          </Button>
        </Group>
      </Group>
      <GenerateReportDialog opened={dialog === 'cache' || dialog === 'report'} kind={generation.kind} selected={generation.selected} onClose={close} />
      {dialog === 'erp' && <RegenerateByErpDialog onClose={close} />}
    </>
  );
}

export function CacheReportMode({ table, statuses, rowActions, now }: CacheReportModeProps) {
  const { t, i18n } = useLingui();
  const [selection] = useState(createSelection);

  const states = useMemo(() => new Map((statuses.data ?? []).map((status) => [status.eid, status.state])), [statuses.data]);
  const active = statuses.data !== undefined && hasActiveReportJobs(statuses.data);

  const page = table.records;
  const columns = useMemo<DataTableColumn<EntityRow>[]>(
    () => [
      { accessor: 'select', title: <PageCheckbox selection={selection} page={page} />, width: 44, render: (row) => <RowCheckbox selection={selection} row={row} /> },
      ...leadingColumns(i18n, now),
      { accessor: 'lastCache', title: t`Última caché`, sortable: true, render: (row) => monthText(row.lastCache) },
      { accessor: 'lastReport', title: t`Último informe`, sortable: true, render: (row) => monthText(row.lastReport) },
      {
        accessor: 'job',
        title: t`Trabajo`,
        render: (row) => {
          const state = states.get(row.id) ?? 'idle';
          if (state === 'idle') return '';
          const label = i18n._(JOB_STATE_LABELS[state]);
          return (
            <Group gap={6} wrap="nowrap" data-job-state={state}>
              {state === 'pending' && <ClockIcon size={16} aria-hidden />}
              {state === 'running' && <Loader size={14} aria-hidden />}
              <Text size="sm" c={state === 'failed' ? 'red' : undefined}>
                {label}
              </Text>
            </Group>
          );
        },
      },
      actionsColumn(i18n, rowActions),
    ],
    [i18n, now, page, rowActions, selection, states, t],
  );

  return (
    <>
      <CacheReportToolbar selection={selection} />
      {active && (
        <Text size="sm" c="dimmed" role="status">
          {t`Hay trabajos en curso: su estado se actualiza cada ${REPORT_STATUS_POLL_MS / 1000} segundos.`}
        </Text>
      )}
      {statuses.isError && (
        <Alert color="red" role="alert">
          {t`No se ha podido leer el estado de los trabajos de caché e informes.`}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void statuses.refetch()} loading={statuses.isFetching}>
            {t`Reintentar`}
          </Button>
        </Alert>
      )}
      <AddressTable
        table={table}
        loadingText={t`Cargando entidades…`}
        noRecordsText={table.search ? t`Ninguna farmacia coincide con la búsqueda.` : t`No hay farmacias.`}
        idAccessor="id"
        columns={columns}
      />
    </>
  );
}
