import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Pagination, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createLazyRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { allEnabledSelected, chooserRows, filterChooserRows, pharmaciesToSave, selectAllEnabled, unselectRows, type ChooserRow } from '@domain/calendar';
import { formatInstantDateTime } from '@domain/shared-kernel';
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { useAddressSearch } from '../shared/use-address-search';
import { useUiServices } from '../shared/ui-services-context';
import { calendarMessages } from './calendar-messages';
import { useSaveEntryPharmacies } from './calendar.mutations';
import { calendarQueries } from './calendar.queries';
import classes from './pharmacy-chooser.module.css';

const PATH = '/app-h/backoffice/listPharmacies/$idCalendar';

export const PharmacyChooserRoute = createLazyRoute(PATH)({ component: PharmacyChooserPage });

/** Rows per page of the chooser. */
export const CHOOSER_PAGE_SIZE = 50;

const sameChoice = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((eid, index) => eid === b[index]);

/**
 * The pharmacy chooser of a calendar entry (spec 2): every pharmacy with a check box; those without an
 * email header or a sender are disabled and say why ('Debes crear una cabecera para seleccionar esta
 * farmacia', 'falta remitente'). Search (in the address), select all the enabled ones among those
 * found, and the count of chosen pharmacies. Saving keeps the choice and opens the entry's template editor.
 */
export function PharmacyChooserPage() {
  const { idCalendar } = PharmacyChooserRoute.useParams();
  const services = useUiServices();
  const entry = useQuery(calendarQueries.entry(services, idCalendar));
  const pharmacies = useQuery(calendarQueries.pharmacies(services));
  const readiness = useQuery(calendarQueries.readiness(services));
  const { t } = useLingui();
  // Built once per answer: thousands of rows, each folded for the search.
  const rows = useMemo(() => (pharmacies.data === undefined || readiness.data === undefined ? undefined : chooserRows(pharmacies.data, readiness.data)), [pharmacies.data, readiness.data]);
  const saved = useMemo(() => (entry.data === undefined || readiness.data === undefined ? undefined : pharmaciesToSave(entry.data.pharmacies, readiness.data)), [entry.data, readiness.data]);
  const failure = entry.error ?? pharmacies.error ?? readiness.error;
  if (failure !== null) {
    return (
      <LoadFailure
        title={t`Error al cargar las farmacias de la entrada`}
        error={failure}
        onRetry={() => {
          void entry.refetch();
          void pharmacies.refetch();
          void readiness.refetch();
        }}
      />
    );
  }
  if (entry.data === undefined || rows === undefined || saved === undefined) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando las farmacias…`}</Text>
      </Group>
    );
  }
  return <Chooser key={idCalendar} id={idCalendar} name={entry.data.entry.name} date={entry.data.entry.scheduledDate} type={entry.data.entry.type} rows={rows} saved={saved} />;
}

function Chooser({ id, name, date, type, rows, saved }: { id: string; name: string; date: number; type: 'sms' | 'email'; rows: readonly ChooserRow[]; saved: readonly number[] }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const navigate = useNavigate({ from: PATH });
  const search = PharmacyChooserRoute.useSearch();
  const [query, setQuery] = useState(search.search ?? '');
  const deferredQuery = useDeferredValue(query);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(saved));
  const choice = useMemo(() => rows.flatMap((row) => (selected.has(row.eid) ? [row.eid] : [])), [rows, selected]);
  const dirty = !sameChoice(choice, saved);
  const leaving = useRef(false);
  const draft = useFormDraft({ formKey: `calendar:pharmacies:${id}`, userId: services.session.current()?.user.uid, value: choice, dirty, initial: saved, same: sameChoice, clock: services.clock });
  // Paging and searching change the address, not the screen: only leaving the screen asks.
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && !leaving.current && current.pathname !== next.pathname,
    withResolver: true,
    enableBeforeUnload: () => dirty && !leaving.current,
  });
  const writeSearch = useAddressSearch(`/app-h/backoffice/listPharmacies/${id}`, (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }));

  const found = useMemo(() => filterChooserRows(rows, deferredQuery), [rows, deferredQuery]);
  const pages = Math.max(1, Math.ceil(found.length / CHOOSER_PAGE_SIZE));
  const page = Math.min(search.page ?? 1, pages);
  // The pager answers the click at once; the page's rows follow in a deferred render.
  const rowsPage = useDeferredValue(page);
  const shown = useMemo(() => found.slice((rowsPage - 1) * CHOOSER_PAGE_SIZE, rowsPage * CHOOSER_PAGE_SIZE), [found, rowsPage]);
  const allFound = useMemo(() => allEnabledSelected(selected, found), [selected, found]);
  const enabledFound = useMemo(() => found.reduce((count, row) => count + (row.block === undefined ? 1 : 0), 0), [found]);

  useEffect(() => {
    if (search.page !== undefined && search.page > pages) void navigate({ search: (previous) => ({ ...previous, page: undefined }), replace: true });
  }, [search.page, pages, navigate]);

  const save = useSaveEntryPharmacies(id, {
    onSaved: () => {
      draft.saved();
      leaving.current = true;
      notify({ color: 'green', message: t`Farmacias guardadas: ${choice.length}` });
      void navigate({ to: '/app-h/backoffice/listPharmacies/templateEditor/$idCalendar/$type', params: { idCalendar: id, type } });
    },
    onFailed: (error) => notifyTitled({ color: 'red', title: i18n._(calendarMessages.REQUEST_FAILED), message: describe(error) }),
  });
  // The same function on every render: a row is drawn again only when its own check changes.
  const toggle = useCallback(
    (eid: number, on: boolean) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (on) next.add(eid);
        else next.delete(eid);
        return next;
      }),
    [],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Farmacias de «${name}»`}</Title>
          <Text c="dimmed" size="sm">
            {t`${type === 'sms' ? 'SMS' : 'Email'} del ${formatInstantDateTime(date)}`}
          </Text>
        </div>
        <Group>
          <Button variant="default" renderRoot={(props) => <Link {...props} to="/app-h/backoffice/campaigns/calendarCampaigns" />}>
            {t`Volver al calendario`}
          </Button>
          <Button
            onClick={() => {
              draft.keep(choice);
              save.mutate(choice);
            }}
            loading={save.isPending}
            disabled={choice.length === 0}
          >
            {t`Guardar y diseñar`}
          </Button>
        </Group>
      </Group>
      <DraftOffer draft={draft} title={t`Tienes una selección de farmacias sin guardar`} onRestore={(value) => setSelected(new Set(value))} />
      {choice.length === 0 && (
        <Alert color="blue" variant="light">
          {t`Selecciona al menos una farmacia para guardar.`}
        </Alert>
      )}
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t`Buscar`}
          placeholder={t`Nombre, ciudad o número`}
          type="search"
          w={320}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            writeSearch(event.currentTarget.value);
          }}
        />
        <Group gap="md">
          <Text size="sm" aria-live="polite" data-testid="chooser-count">
            {t`${choice.length} farmacias seleccionadas`}
          </Text>
          <Button variant="light" onClick={() => setSelected((previous) => (allFound ? unselectRows(previous, found) : selectAllEnabled(previous, found)))} disabled={enabledFound === 0}>
            {allFound ? t`Quitar las ${enabledFound} seleccionables` : t`Seleccionar las ${enabledFound} seleccionables`}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t`${found.length} de ${rows.length} farmacias`}
      </Text>
      {found.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t`Ninguna farmacia coincide con la búsqueda.`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t`Farmacias`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>
                  <VisuallyHidden>{t`Elegida`}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t`Farmacia`}</Table.Th>
                <Table.Th>{t`Ciudad`}</Table.Th>
                <Table.Th>{t`Disponibilidad`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <ChooserTableRow key={row.eid} row={row} checked={selected.has(row.eid)} onToggle={toggle} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next === 1 ? undefined : next }) })}
          getControlProps={(control) => ({ 'aria-label': control === 'next' ? t`Página siguiente` : control === 'previous' ? t`Página anterior` : control })}
          getItemProps={(item) => ({ 'aria-label': t`Página ${item}` })}
        />
      )}
      <UnsavedChangesModal blocker={blocker} message={t`Has cambiado las farmacias de la entrada y no las has guardado. ¿Quieres salir y descartar los cambios?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}

/** A row's cells are plain elements with the table's classes: a styled component per cell was most of a page's cost. */
const CELL = `${Table.classes.td} mantine-Table-td`;
const ROW = `${Table.classes.tr} mantine-Table-tr`;

/**
 * One pharmacy of the chooser, drawn again only when its check changes: a search typed, a page turned
 * or "select all" draws at most the page's rows, and a keystroke none.
 */
const ChooserTableRow = memo(function ChooserTableRow({ row, checked, onToggle }: { row: ChooserRow; checked: boolean; onToggle: (eid: number, on: boolean) => void }) {
  const { t, i18n } = useLingui();
  const blocked = row.block !== undefined;
  return (
    <tr className={ROW} data-striped="odd">
      <td className={CELL}>
        <input
          type="checkbox"
          className={classes.check}
          aria-label={t`Elegir ${row.name}`}
          aria-describedby={blocked ? `block-${row.eid}` : undefined}
          checked={checked}
          disabled={blocked}
          onChange={(event) => onToggle(row.eid, event.currentTarget.checked)}
        />
      </td>
      <td className={CELL}>
        {row.name} <span className={classes.eid}>({row.eid})</span>
      </td>
      <td className={CELL}>{row.city}</td>
      <td className={CELL}>
        {row.block === undefined ? (
          <Badge variant="light" color="teal.9">
            {t`Disponible`}
          </Badge>
        ) : (
          <span className={classes.block} id={`block-${row.eid}`}>
            {i18n._(calendarMessages[row.block])}
          </span>
        )}
      </td>
    </tr>
  );
});
