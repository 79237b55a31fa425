import { useLingui } from '@lingui/react/macro';
import { Affix, Alert, Anchor, Button, Group, Loader, Modal, SegmentedControl, Select, Stack, Text, TextInput, Title, Transition } from '@mantine/core';
import { useDebouncedCallback, useWindowScroll } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createLazyRoute, useNavigate } from '@tanstack/react-router';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { canOpenCrm, type CrmClientQuery, type CrmFilter, type CrmForm } from '@domain/crm';
import { XLSX_MIME_TYPE, safeFileName } from '@domain/exports';
import {
  CLIENT_SORT_COLUMNS,
  EMPTY_SEGMENTATION_FILTERS,
  SEGMENTATION_PAGE_SIZE,
  canSaveSegmentations,
  crmFiltersVisible,
  erpFilters,
  filtersOnDay,
  planSegmentationSave,
  segmentsRightLevel,
  shouldShowServerError,
  validateSegmentationFilters,
  type ClientQuery,
  type ClientRow,
  type ClientSortColumn,
  type SavedSegmentation,
  type SegmentationFilters,
} from '@domain/segmentation';
import { activePharmacy, isBackofficeUser } from '@domain/session';
import { isApiError, madridCalendarDay, type Clock, type PageRequest } from '@domain/shared-kernel';
import { CrmFilterEditor, crmFiltersFromAddress, crmFiltersToAddress } from '../shared/crm-filter-editor';
import type { AddressCrmFilter } from '../shared/crm-filter-search';
import type { DataTableColumn } from '../shared/data-table';
import { downloadFile } from '../shared/download';
import { formatCount } from '../shared/format-count';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { useSession } from '../shared/session-context';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { useStableCallback } from '../shared/use-stable-callback';
import { useTransitionValue } from '../shared/use-transition-value';
import { ClientImportDialog } from './client-import-dialog';
import { ClientPanel } from './client-panel';
import { SegmentationFiltersPanel, type FiltersChange } from './segmentation-filters-panel';
import classes from './segmentation-page.module.css';
import { segmentationMessages } from './segmentation-messages';
import { useDeleteSegmentation, useSaveSegmentation } from './segmentation.mutations';
import { segmentationQueries } from './segmentation.queries';
import { filtersFromAddress, filtersToAddress, hasFilters } from './segmentation-address-filters';
import type { SegmentationSearch } from './segmentation-search';

const PATH = '/app-h/segmentations';

export const SegmentationRoute = createLazyRoute(PATH)({ component: SegmentationPage });

/** How long a typed filter value waits for the next key before it reaches the address (and the results). */
export const FILTERS_DEBOUNCE_MS = 200;

const DEFAULT_SORT = { column: 'name', direction: 'asc' } as const;

/**
 * When the screen last said that the server failed, per running application: kept outside the
 * screen, so that the screen drawn again (a slow navigation shows the pending screen meanwhile) does not
 * say it again within the second.
 */
const lastServerErrorAt = new WeakMap<object, number>();

/** Where the button back to the top floats, from the window's bottom edge (px). */
const SCROLL_TO_TOP_BOTTOM = 20;
/**
 * The room kept under the page's last element (px): the floating button's height and its distance
 * from the edge, with a margin, so that at the end of the page nothing (the results' pager) lies under it.
 */
const SCROLL_TO_TOP_ROOM = 72;

/**
 * The button back to the top, once the page is scrolled down (spec 2 §2 "scroll-to-top button"): a
 * component of its own, so that scrolling draws it again, not the screen. It keeps room under the page
 * for itself, always, so that the page does not change height when it shows. Pressed, it also takes the
 * keyboard's focus to the page's title: the button itself goes once the page is at the top.
 */
const ScrollToTop = memo(function ScrollToTop({ title }: { readonly title: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  const [scroll, scrollTo] = useWindowScroll();
  const toTop = () => {
    scrollTo({ y: 0 });
    title.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <div aria-hidden="true" style={{ height: SCROLL_TO_TOP_ROOM - SCROLL_TO_TOP_BOTTOM, flexShrink: 0 }} />
      <Affix position={{ bottom: SCROLL_TO_TOP_BOTTOM, right: 20 }}>
        <Transition transition="slide-up" mounted={scroll.y > 400}>
          {(style) => (
            <Button style={style} leftSection={<icons.arrowUp size={16} aria-hidden />} onClick={toTop}>
              {t`Volver arriba`}
            </Button>
          )}
        </Transition>
      </Affix>
    </>
  );
});

/** The results' query as the address holds it (a module function: its identity never changes). */
const queryOf = (search: SegmentationSearch): ClientQuery => ({ filters: filtersFromAddress(search.filters), search: search.search ?? '' });

/**
 * The filters as a search, a download or a save on the injected clock's day asks for them: a relative
 * sale period with its days on that day (`filtersOnDay`), read when the call is made.
 */
const filtersNow = (filters: SegmentationFilters, clock: Clock): SegmentationFilters => {
  const today = madridCalendarDay(clock.now());
  return today === undefined ? filters : filtersOnDay(filters, today);
};

/**
 * What the results are asked for: the client filters, or, in the CRM filter mode, the CRM filters as
 * the address holds them (they become filters once the form's questions are read, before the call).
 */
type ResultsQuery = { readonly kind: 'clients'; readonly query: ClientQuery } | { readonly kind: 'crm'; readonly entries: readonly AddressCrmFilter[]; readonly search: string };

const clientResults = (search: SegmentationSearch): ResultsQuery => ({ kind: 'clients', query: queryOf(search) });
const crmResults = (search: SegmentationSearch): ResultsQuery => ({ kind: 'crm', entries: search.crm ?? [], search: search.search ?? '' });

const sameFilters = (a: SegmentationFilters, b: SegmentationFilters): boolean => JSON.stringify(filtersToAddress(a)) === JSON.stringify(filtersToAddress(b));

/**
 * Client segmentation (spec 2 §2 "Segmentations screen"): the filters panel, the number of clients
 * that pass, the clients 50 a page from the server, their Excel download, each client's panel, and
 * the saved segmentations (select, clear, save, update, delete). The filters live in the address, so
 * a search can be bookmarked and shared; invalid filters stay on screen with their errors and do not
 * reach the address until they are corrected.
 *
 * The screen sits behind the one reading of its filters in the address: when the screen's own
 * filters reach the address (once typing pauses), the router draws this page again at once (its state
 * is read as an external store, which React does not draw in slices); this draws nothing but the
 * screen's follower, and the results, which read the address themselves. The filters panel follows
 * the address only when it changes by itself (back, forward, a link).
 */
export function SegmentationPage() {
  const fromAddress = SegmentationRoute.useSearch({ select: (address) => address.filters });
  const addressFilters = useMemo(() => filtersFromAddress(fromAddress), [fromAddress]);
  const [initialFilters] = useState(addressFilters);
  const followerRef = useRef<((filters: SegmentationFilters) => void) | undefined>(undefined);
  useEffect(() => {
    followerRef.current?.(addressFilters);
  }, [addressFilters]);
  return <SegmentationScreen initialFilters={initialFilters} followerRef={followerRef} />;
}

const SegmentationScreen = memo(function SegmentationScreen({
  initialFilters,
  followerRef,
}: {
  /** The filters in the address when the screen opened. */
  readonly initialFilters: SegmentationFilters;
  /** Set by the screen: told the address's filters whenever they change. */
  readonly followerRef: RefObject<((filters: SegmentationFilters) => void) | undefined>;
}) {
  const services = useUiServices();
  const session = useSession();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: PATH });
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The results follow the page, the sort and the search text themselves: a new page draws them alone.
  // Each parameter is its own selection: the router keeps an unchanged one's identity.
  const search = {
    segmentation: SegmentationRoute.useSearch({ select: (address) => address.segmentation }),
    mode: SegmentationRoute.useSearch({ select: (address) => address.mode }),
    crm: SegmentationRoute.useSearch({ select: (address) => address.crm }),
  };
  const pharmacy = activePharmacy(session);
  const eid = pharmacy?.eid ?? 0;
  const mayEdit = canSaveSegmentations(segmentsRightLevel(session.user.rights)) || isBackofficeUser(session);
  const describe = useErrorText();
  // The day a relative sale period shows its days on in the panel; each call reads the clock again.
  const today = useMemo(() => madridCalendarDay(services.clock.now()), [services.clock]);
  // Where the results draw their count beside the filters (set once the filters' column is drawn).
  const [countSlot, setCountSlot] = useState<HTMLDivElement | null>(null);

  const [draft, setDraftState] = useState(initialFilters);
  const latestDraft = useRef(draft);
  const setDraft = useCallback((filters: SegmentationFilters) => {
    latestDraft.current = filters;
    setDraftState(filters);
  }, []);
  const errors = useMemo(() => validateSegmentationFilters(draft), [draft]);
  // The address changed by itself (back, forward, a saved segmentation chosen): the panel follows it.
  const pushed = useRef(initialFilters);
  // The filters the options are narrowed to: those sent to the address (a typed value once typing pauses).
  const [narrowBy, setNarrowBy] = useState(initialFilters);
  useEffect(() => {
    followerRef.current = (addressFilters) => {
      if (!sameFilters(addressFilters, pushed.current)) {
        pushed.current = addressFilters;
        setDraft(addressFilters);
        setNarrowBy(addressFilters);
      }
    };
    return () => {
      followerRef.current = undefined;
    };
  }, [followerRef, setDraft]);

  const pushNow = useCallback(
    (filters: SegmentationFilters) => {
      if (validateSegmentationFilters(filters).length > 0) return;
      pushed.current = filters;
      setNarrowBy(filters);
      void navigate({ search: (previous) => ({ ...previous, filters: filtersToAddress(filters), page: undefined }), replace: true });
    },
    [navigate],
  );
  const push = useDebouncedCallback(pushNow, FILTERS_DEBOUNCE_MS);
  const changeFilters = useCallback<FiltersChange>(
    (change, how) => {
      const latest = latestDraft.current;
      const next = { ...latest, ...(typeof change === 'function' ? change(latest) : change) };
      // A typed value waits for the typing to pause; a choice goes at once, with any typed value pending.
      // The field draws each key itself: the panel and its errors follow in a deferred render, so a
      // key press never waits for the whole screen.
      if (how === 'typed') {
        startTransition(() => setDraft(next));
        push(next);
      } else {
        setDraft(next);
        push.cancel();
        pushNow(next);
      }
    },
    [push, pushNow, setDraft],
  );

  const masterData = useQuery(segmentationQueries.masterData(services, eid));
  // With filters chosen, the options are asked again narrowed to them (ADR 30); until the answer, and
  // when it fails, the whole master data serves.
  const narrowing = hasFilters(narrowBy);
  const narrowed = useQuery({ ...segmentationQueries.narrowedMasterData(services, eid, narrowBy), enabled: narrowing });
  const options = narrowing && narrowed.data !== undefined ? narrowed.data : masterData.data;
  const saved = useQuery(segmentationQueries.saved(services, eid));
  const selected = saved.data?.find((segmentation) => segmentation.id === search.segmentation);

  // The CRM filter mode (spec 2 §6): with the loyalty module, or for a pharmacy of the configured list.
  const crmVisible = crmFiltersVisible(pharmacy, services.config.crmMenuEids);
  const crmMode = crmVisible && search.mode === 'crm';
  const crmData = useQuery({ ...segmentationQueries.crmData(services, eid), enabled: crmMode });
  const crmFilters = useMemo<readonly CrmFilter[]>(() => (crmData.data ? crmFiltersFromAddress(search.crm, crmData.data) : []), [crmData.data, search.crm]);
  const setMode = useStableCallback((mode: string) => void navigate({ search: (previous) => ({ ...previous, mode: mode === 'crm' ? ('crm' as const) : undefined, page: undefined }) }));
  const setCrmFilters = (next: readonly CrmFilter[]) => void navigate({ search: (previous) => ({ ...previous, crm: crmFiltersToAddress(next), page: undefined }), replace: true });

  const [clientId, setClientId] = useState<string | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  // The dialogs are memoised: closed, they are not drawn again with every change of the screen.
  const closeClient = useCallback(() => setClientId(undefined), []);
  const closeImport = useCallback(() => setImporting(false), []);
  const openImport = useCallback(() => setImporting(true), []);

  const applySaved = (segmentation: SavedSegmentation | undefined) => {
    // A relative period saved ("the last six months") is worked out on today's clock.
    const filters = segmentation === undefined ? EMPTY_SEGMENTATION_FILTERS : filtersNow(segmentation.filters, services.clock);
    push.cancel();
    pushed.current = filters;
    setDraft(filters);
    void navigate({ search: (previous) => ({ ...previous, filters: filtersToAddress(filters), segmentation: segmentation?.id, page: undefined }) });
  };
  const queryClient = useQueryClient();
  // A chosen segmentation is read as it is saved now (GET /api/v1/segments/{id}/eid/{eid}): the list
  // may be older than it. A failure leaves the filters as they were and says why; one that is gone
  // is taken off the list.
  const applyChosen = async (id: string | null) => {
    if (id === null || !saved.data?.some((candidate) => candidate.id === id)) return applySaved(undefined);
    try {
      applySaved(await queryClient.fetchQuery(segmentationQueries.one(services, eid, id)));
    } catch (error) {
      notify({ color: 'red', title: t`No se ha podido abrir la segmentación`, message: describe(error) });
      if (isApiError(error) && error.status === 404) void queryClient.invalidateQueries({ queryKey: segmentationQueries.savedKey(eid) });
    }
  };
  const chooseSaved = useStableCallback((id: string | null) => {
    const current = selected?.filters ?? EMPTY_SEGMENTATION_FILTERS;
    // Choosing another segmentation replaces the filters: asked first when that loses a change.
    if (hasFilters(draft) && !sameFilters(draft, current)) {
      openConfirm({
        title: t`¿Cambiar de segmentación?`,
        children: <Text size="sm">{t`Los filtros actuales se perderán.`}</Text>,
        labels: { confirm: t`Cambiar`, cancel: t`Cancelar` },
        onConfirm: () => void applyChosen(id),
      });
      return;
    }
    void applyChosen(id);
  });
  const clearFilters = useStableCallback(() => {
    push.cancel();
    pushed.current = EMPTY_SEGMENTATION_FILTERS;
    setDraft(EMPTY_SEGMENTATION_FILTERS);
    void navigate({ search: (previous) => ({ ...previous, filters: undefined, segmentation: undefined, page: undefined }) });
  });
  const retrySaved = useStableCallback(() => void saved.refetch());

  const [saving, setSaving] = useState<string | undefined>(undefined);
  const [saveError, setSaveError] = useState<string | undefined>(undefined);
  const save = useSaveSegmentation(eid, {
    onDone: (segmentation) => {
      setSaving(undefined);
      notify({ color: 'green', message: t`Segmentación «${segmentation.name}» guardada` });
      void navigate({ search: (previous) => ({ ...previous, segmentation: segmentation.id }), replace: true });
    },
    onFailed: (error) => setSaveError(`${i18n._(segmentationMessages.INTERNAL_ERROR)} (${describe(error)})`),
  });
  const submitSave = useStableCallback(() => {
    const plan = planSegmentationSave(saved.data ?? [], saving ?? '', draft);
    if (!plan.ok) {
      setSaveError(i18n._(segmentationMessages[plan.error]));
      return;
    }
    setSaveError(undefined);
    save.mutate({ target: plan.value, filters: filtersNow(draft, services.clock) });
  });
  const cancelSave = useCallback(() => setSaving(undefined), []);
  const startSave = useStableCallback(() => {
    if (errors.length > 0) {
      notify({ color: 'red', message: i18n._(segmentationMessages.INVALID_FILTERS) });
      return;
    }
    setSaveError(undefined);
    setSaving(selected?.name ?? '');
  });
  const removal = useDeleteSegmentation(eid, {
    onDone: (segmentation) => {
      notify({ color: 'green', message: t`Segmentación «${segmentation.name}» eliminada` });
      void navigate({ search: (previous) => ({ ...previous, segmentation: undefined }), replace: true });
    },
    onFailed: (error) => notifyTitled({ color: 'red', title: t`No se pudo eliminar la segmentación`, message: describe(error) }),
  });
  const confirmRemoval = useStableCallback((segmentation: SavedSegmentation) =>
    openConfirm({
      title: t`¿Eliminar la segmentación?`,
      children: <Text size="sm">{t`Se eliminará «${segmentation.name}». Las campañas que ya la usan conservan sus destinatarios.`}</Text>,
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => removal.mutate(segmentation),
    }),
  );

  const erp = useMemo(() => erpFilters(pharmacy?.erp), [pharmacy?.erp]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} ref={titleRef} tabIndex={-1}>
          {t`Segmentación de clientes`}
        </Title>
        <Text c="dimmed" size="sm">
          {pharmacy === undefined ? '' : t`Encuentra grupos de clientes de ${pharmacy.name} por lo que compran, su edad y su fidelidad, y guárdalos para tus campañas.`}
        </Text>
      </div>
      {crmVisible && (
        <ModeSwitch crm={crmMode} onChange={setMode} />
      )}
      {crmMode ? (
        <Text size="sm" c="dimmed">
          {t`Las segmentaciones guardadas y la descarga en Excel usan los filtros de datos de cliente.`}
        </Text>
      ) : (
        <>
          <SavedSegmentationsBar
            saved={saved.data}
            loading={saved.isLoading}
            failed={saved.isError}
            selected={selected}
            mayEdit={mayEdit}
            mayClear={hasFilters(draft) || search.segmentation !== undefined}
            removing={removal.isPending}
            onChoose={chooseSaved}
            onClear={clearFilters}
            onSave={startSave}
            onRemove={confirmRemoval}
            onRetry={retrySaved}
          />
        </>
      )}
      <div className={classes.layout}>
        {crmMode ? (
          <div className={classes.pane}>
            <div ref={setCountSlot} className={classes.countBar} />
            <CrmFiltersColumn
              form={crmData.data}
              failure={crmData.isError ? crmData.error : undefined}
              retrying={crmData.isFetching}
              onRetry={() => void crmData.refetch()}
              filters={crmFilters}
              onChange={setCrmFilters}
              mayConfigure={canOpenCrm(session)}
            />
          </div>
        ) : (
          <section aria-labelledby="segmentation-filters-title" className={classes.pane}>
              <Title order={2} size="h4" id="segmentation-filters-title" mb="xs">
                {t`Filtros`}
              </Title>
              <div ref={setCountSlot} className={classes.countBar} />
              {masterData.isError && (
                <LoadFailure title={t`No se pudieron cargar las opciones de los filtros`} error={masterData.error} onRetry={() => void masterData.refetch()} retrying={masterData.isFetching} />
              )}
              {narrowing && narrowed.isError && !masterData.isError && (
                <LoadFailure title={t`No se han podido ajustar las opciones a los filtros elegidos`} error={narrowed.error} onRetry={() => void narrowed.refetch()} retrying={narrowed.isFetching} />
              )}
              <SegmentationFiltersPanel eid={eid} filters={draft} errors={errors} masterData={options} erpFilters={erp} language={i18n.locale === 'en' ? 'en' : 'es'} today={today} onChange={changeFilters} />
          </section>
        )}
        <SegmentationResults
          eid={eid}
          crmMode={crmMode}
          invalidFilters={errors.length > 0}
          mayEdit={mayEdit}
          exportName={selected?.name ?? pharmacy?.name ?? ''}
          onOpenClient={setClientId}
          onImport={openImport}
          countSlot={countSlot}
        />
      </div>
      <ClientPanel eid={eid} clientId={clientId} onClose={closeClient} />
      <ClientImportDialog eid={eid} opened={importing} onClose={closeImport} />
      <SaveDialog name={saving} error={saveError} pending={save.isPending} onName={setSaving} onCancel={cancelSave} onSubmit={submitSave} />
      <ScrollToTop title={titleRef} />
    </Stack>
  );
});

// The screen's controls that do not follow the filters are components of their own, memoised, given
// callbacks of stable identity: a key typed in a filter draws the screen again (in a deferred render),
// not them.

/** The switch between the client filters and the CRM filter mode. */
const ModeSwitch = memo(function ModeSwitch({ crm, onChange }: { readonly crm: boolean; readonly onChange: (mode: string) => void }) {
  const { t } = useLingui();
  return (
    <SegmentedControl
      aria-label={t`Filtrar por`}
      data={[
        { value: 'clients', label: t`Datos de cliente` },
        { value: 'crm', label: t`Respuestas CRM` },
      ]}
      value={crm ? 'crm' : 'clients'}
      onChange={onChange}
      w="fit-content"
    />
  );
});

/** The saved segmentations: the one chosen, and clearing, saving and deleting the filters. */
const SavedSegmentationsBar = memo(function SavedSegmentationsBar(props: {
  readonly saved: readonly SavedSegmentation[] | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly selected: SavedSegmentation | undefined;
  readonly mayEdit: boolean;
  /** Whether there is something to clear: a filter set, or a saved segmentation chosen. */
  readonly mayClear: boolean;
  readonly removing: boolean;
  readonly onChoose: (id: string | null) => void;
  readonly onClear: () => void;
  readonly onSave: () => void;
  readonly onRemove: (segmentation: SavedSegmentation) => void;
  readonly onRetry: () => void;
}) {
  const { t } = useLingui();
  const { saved, selected, mayEdit } = props;
  const options = useMemo(() => (saved ?? []).map((segmentation) => ({ value: segmentation.id, label: segmentation.name })), [saved]);
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t`Segmentación guardada`}
          placeholder={props.loading ? t`Cargando…` : props.failed ? t`No se pudieron cargar` : t`Ninguna`}
          data={options}
          value={selected?.id ?? null}
          onChange={props.onChoose}
          clearable
          searchable
          nothingFoundMessage={t`Sin resultados`}
          w={280}
        />
        <Button variant="default" onClick={props.onClear} disabled={!props.mayClear}>
          {t`Limpiar filtros`}
        </Button>
        {mayEdit && (
          <Button onClick={props.onSave} leftSection={<icons.save size={16} aria-hidden />}>
            {selected === undefined ? t`Guardar segmentación` : t`Guardar cambios`}
          </Button>
        )}
        {mayEdit && selected !== undefined && (
          <Button variant="light" color="red" onClick={() => props.onRemove(selected)} loading={props.removing}>
            {t`Eliminar`}
          </Button>
        )}
      </Group>
      {props.failed && (
        <Text size="sm" c="red.8">
          {t`No se pudieron cargar las segmentaciones guardadas.`}{' '}
          <Button variant="subtle" size="compact-sm" onClick={props.onRetry}>
            {t`Reintentar`}
          </Button>
        </Text>
      )}
    </>
  );
});

/** The dialog that names the search to save: `name` is undefined while it is closed. */
const SaveDialog = memo(function SaveDialog(props: {
  readonly name: string | undefined;
  readonly error: string | undefined;
  readonly pending: boolean;
  readonly onName: (name: string) => void;
  readonly onCancel: () => void;
  readonly onSubmit: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={props.name !== undefined} onClose={props.onCancel} title={t`Guardar segmentación`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t`Nombre`}
            value={props.name ?? ''}
            onChange={(event) => props.onName(event.currentTarget.value)}
            error={props.error}
            data-autofocus
            required
            maxLength={120}
            description={t`Si ya existe una segmentación con este nombre, se actualizará.`}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onCancel}>
              {t`Cancelar`}
            </Button>
            <Button type="submit" loading={props.pending}>
              {t`Guardar`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});

/**
 * The CRM filter mode's filters (spec 2 §2 "CRM filter mode"): made of the questions of the pharmacy's
 * CRM form (getCrmData). Without a form there is nothing to filter by: the column says so, and where
 * to create it for a user who may.
 */
function CrmFiltersColumn({
  form,
  failure,
  retrying,
  onRetry,
  filters,
  onChange,
  mayConfigure,
}: {
  form: CrmForm | null | undefined;
  failure: unknown;
  retrying: boolean;
  onRetry: () => void;
  filters: readonly CrmFilter[];
  onChange: (filters: readonly CrmFilter[]) => void;
  mayConfigure: boolean;
}) {
  const { t } = useLingui();
  if (failure !== undefined) return <LoadFailure title={t`No se pudieron cargar las preguntas del formulario CRM`} error={failure} onRetry={onRetry} retrying={retrying} />;
  if (form === undefined) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando las preguntas del formulario CRM…`}</Text>
      </Group>
    );
  }
  if (form === null) {
    return (
      <Alert color="blue" variant="light" title={t`Esta farmacia aún no tiene formulario de fidelización`}>
        <Text size="sm">{t`Los filtros CRM se hacen con las respuestas de tus clientes al formulario.`}</Text>
        {mayConfigure && (
          <Anchor component={Link} to="/app-h/crm/editForm" size="sm">
            {t`Crear el formulario`}
          </Anchor>
        )}
      </Alert>
    );
  }
  return (
    <CrmFilterEditor
      title={t`Filtros CRM`}
      titleId="segmentation-crm-filters-title"
      questions={form.fields}
      filters={filters}
      onChange={onChange}
      description={t`Clientes cuya respuesta al formulario, sincronizada con el ERP, cumple todos los filtros.`}
    />
  );
}

interface SegmentationResultsProps {
  readonly eid: number;
  readonly crmMode: boolean;
  /** The client filters on screen have errors: the results are those of the last valid filters. */
  readonly invalidFilters: boolean;
  readonly mayEdit: boolean;
  /** The Excel file's name: the saved segmentation's, or the pharmacy's. */
  readonly exportName: string;
  readonly onOpenClient: (id: string) => void;
  readonly onImport: () => void;
  /** Where the count is drawn again beside the filters, to stay in view while they change (null until drawn). */
  readonly countSlot: HTMLElement | null;
}

/**
 * The clients that pass the filters (spec 2 §2): their count, the search box, the Excel download and
 * import, and the table, 50 a page from the server. It reads the address itself, so that a new page,
 * sort or search draws the results, not the filters and the saved segmentations beside them.
 *
 * Typed filters reach the results a transition after the address: the router draws what reads the
 * address at once, in the task that writes it (the push once typing pauses); here that is only this
 * reading, and the results' request and rows follow in a render that gives way to the next key. A
 * filter chosen with a click reaches them in the click's render.
 */
const SegmentationResults = memo(function SegmentationResults(props: SegmentationResultsProps) {
  const filters = useTransitionValue(
    SegmentationRoute.useSearch({ select: (address) => address.filters }),
    { whileTyping: true },
  );
  const crm = useTransitionValue(
    SegmentationRoute.useSearch({ select: (address) => address.crm }),
    { whileTyping: true },
  );
  return <ResultsBody {...props} filters={filters} crm={crm} />;
});

/** The address but its filters: the page, the sort and the search text, followed at once. */
const withoutFilters = ({ filters: _filters, crm: _crm, ...others }: SegmentationSearch) => others;

const ResultsBody = memo(function ResultsBody({ eid, crmMode, invalidFilters, mayEdit, exportName, onOpenClient, onImport, countSlot, filters, crm }: SegmentationResultsProps & Pick<SegmentationSearch, 'filters' | 'crm'>) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const navigate = useNavigate({ from: PATH });
  // A page fetched ahead is drawn in the render of the click that turns to it.
  const others = SegmentationRoute.useSearch({ select: withoutFilters, structuralSharing: true });
  const search = useMemo<SegmentationSearch>(() => ({ ...others, filters, crm }), [others, filters, crm]);
  const queryClient = useQueryClient();
  const fetchResults = useCallback(
    async (request: PageRequest<ResultsQuery>) => {
      const { filters, ...page } = request;
      if (filters?.kind !== 'crm') {
        return services.clients.searchClients(eid, { ...page, ...(filters === undefined ? {} : { filters: { ...filters.query, filters: filtersNow(filters.query.filters, services.clock) } }) });
      }
      const form = await queryClient.ensureQueryData(segmentationQueries.crmData(services, eid));
      const query: CrmClientQuery = { filters: form === null ? [] : crmFiltersFromAddress(filters.entries, form), search: filters.search };
      return services.crm.searchClients(eid, { ...page, filters: query });
    },
    [eid, queryClient, services],
  );
  const table = useAddressTable<ClientRow, ClientSortColumn, ResultsQuery, SegmentationSearch>({
    search: { ...search, count: SEGMENTATION_PAGE_SIZE },
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change, count: undefined }), ...options }),
    path: PATH,
    sort: { columns: CLIENT_SORT_COLUMNS, fallback: DEFAULT_SORT },
    filters: crmMode ? crmResults : clientResults,
    source: { kind: 'server', queryKey: crmMode ? segmentationQueries.crmClientsKey(eid) : segmentationQueries.clientsKey(eid), fetchPage: fetchResults },
  });

  // Server errors are shown at most once a second (spec 2 §5), however many calls fail.
  const serverError = useCallback(
    (error: unknown) => {
      const now = services.clock.now();
      if (!shouldShowServerError(lastServerErrorAt.get(services), now)) return;
      lastServerErrorAt.set(services, now);
      if (isApiError(error) && error.kind === 'server-message') notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      else notifyTitled({ color: 'red', title: i18n._(segmentationMessages.SERVER_ERROR), message: describe(error) });
    },
    [describe, i18n, services],
  );
  useEffect(() => {
    if (table.error !== null) serverError(table.error);
  }, [table.error, serverError]);

  const columns = useResultColumns(onOpenClient);
  const exportExcel = useGuardedMutation({
    mutationFn: () => {
      const query = queryOf(search);
      return services.clients.exportClients(eid, { ...query, filters: filtersNow(query.filters, services.clock) }, { obfuscateWhenNotLopd: true });
    },
    onSuccess: (bytes) => downloadFile(`${safeFileName(`clientes ${exportName}`, 'clientes')}.xlsx`, new Blob([bytes], { type: XLSX_MIME_TYPE })),
    onError: serverError,
  });

  const changeSearch = useStableCallback((value: string) => table.searchBox.change(value));
  const searchNow = useStableCallback(() => table.searchBox.flush());
  const startExport = useStableCallback(() => exportExcel.mutate());
  const total = table.loaded ? formatCount(table.total, i18n.locale) : undefined;
  // The client filters' errors hold back their results only; the CRM mode has none.
  const shownInvalid = !crmMode && invalidFilters;
  // The search asked for failed: what is on screen (if anything) is not its answer, until a retry.
  const failed = table.error !== null && !table.current;
  const count = shownInvalid
    ? i18n._(segmentationMessages.INVALID_FILTERS)
    : failed && !table.fetching
      ? t`Número de clientes no disponible`
      : total === undefined || failed
        ? t`Contando clientes…`
        : table.total === 1
          ? t`1 cliente`
          : t`${total} clientes`;

  return (
    <section aria-labelledby="segmentation-results-title" className={classes.pane}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="segmentation-results-title">
              {t`Clientes`}
            </Title>
            <Text size="lg" fw={700} aria-live="polite" data-testid="segmentation-count">
              {count}
            </Text>
            {countSlot !== null && createPortal(<CountBar count={count} />, countSlot)}
          </div>
          <ResultsActions
            search={table.searchBox.value}
            onSearch={changeSearch}
            onSearchNow={searchNow}
            onExport={crmMode ? undefined : startExport}
            exporting={exportExcel.isPending}
            exportDisabled={!table.loaded || table.total === 0 || invalidFilters}
            onImport={mayEdit ? onImport : undefined}
          />
        </Group>
        {shownInvalid && (
          <Alert color="yellow" variant="light">
            {t`Los resultados son los de los últimos filtros válidos. Corrige los filtros marcados para actualizarlos.`}
          </Alert>
        )}
        {failed ? (
          <LoadFailure title={i18n._(segmentationMessages.SERVER_ERROR)} error={table.error} onRetry={table.retry} retrying={table.fetching} />
        ) : (
          <AddressTable
            table={table}
            columns={columns}
            idAccessor="id"
            fixedPageSize
            rowsByPosition
            fixedLayout
            loadingText={t`Buscando clientes…`}
            noRecordsText={crmMode ? t`Ningún cliente con su respuesta sincronizada cumple estos filtros` : t`Ningún cliente cumple estos filtros`}
          />
        )}
      </Stack>
    </section>
  );
});

/**
 * The count again, beside the filters (sticky in their column): it stays in view while the filters are
 * changed, on a wide screen and on a phone, as the results' own count scrolls away with them. Not a live
 * region: the results' count says each change once.
 */
const CountBar = memo(function CountBar({ count }: { readonly count: string }) {
  return (
    <Text size="sm" fw={700} className={classes.countText} data-testid="segmentation-count-bar">
      {count}
    </Text>
  );
});

interface ResultsActionsProps {
  readonly search: string;
  readonly onSearch: (value: string) => void;
  readonly onSearchNow: () => void;
  /** Undefined where there is no download (the CRM mode). */
  readonly onExport: (() => void) | undefined;
  readonly exporting: boolean;
  readonly exportDisabled: boolean;
  /** Undefined where the user may not import. */
  readonly onImport: (() => void) | undefined;
}

/**
 * The results' search box, Excel download and client import: memoised, drawn again when one of them
 * changes, not each time the results do.
 */
const ResultsActions = memo(function ResultsActions(props: ResultsActionsProps) {
  const { t } = useLingui();
  const { onExport, onImport } = props;
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        type="search"
        label={t`Buscar`}
        placeholder={t`Nombre, email, teléfono o id`}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') props.onSearchNow();
        }}
        leftSection={<icons.search size={16} aria-hidden />}
        w={240}
      />
      {onExport !== undefined && (
        <Button variant="default" leftSection={<icons.download size={16} aria-hidden />} onClick={onExport} loading={props.exporting} disabled={props.exportDisabled}>
          {t`Descargar Excel`}
        </Button>
      )}
      {onImport !== undefined && (
        <Button variant="default" leftSection={<icons.upload size={16} aria-hidden />} onClick={onImport}>
          {t`Importar clientes`}
        </Button>
      )}
    </Group>
  );
});

/** The results' columns, the same between renders while the language and `onOpenClient` stay. */
function useResultColumns(onOpenClient: (id: string) => void): DataTableColumn<ClientRow>[] {
  const { t } = useLingui();
  return useMemo<DataTableColumn<ClientRow>[]>(
    () => [
      // The name and the email share what the other columns leave: the name wraps, it is how a client is
      // told from another; the email is cut with an ellipsis (its whole text is the cell's title, and the
      // client's panel shows it).
      { accessor: 'name', title: t`Nombre`, sortable: true },
      { accessor: 'email', title: t`Email`, sortable: true, ellipsis: true, customCellAttributes: (client) => ({ title: client.email }) },
      { accessor: 'phone', title: t`Teléfono`, sortable: true, width: 108, noWrap: true },
      { accessor: 'loyalty', title: t`Fidelización`, sortable: true, width: 124, noWrap: true },
      {
        accessor: 'sources',
        title: t`Origen`,
        width: 118,
        render: (client) => (
          <span className={classes.sources}>
            {client.sources.erp && <span className={`${classes.source} ${classes.erp}`}>ERP</span>}
            {client.sources.ecommerce && (
              <span className={`${classes.source} ${classes.shop}`} title={t`Tienda online`}>
                {t`Tienda`}
              </span>
            )}
          </span>
        ),
      },
      {
        accessor: 'actions',
        title: t`Acciones`,
        textAlign: 'right',
        width: 92,
        render: (client) => (
          <button type="button" className={classes.view} onClick={() => onOpenClient(client.id)} aria-label={t`Ver cliente ${client.name}`}>
            {t`Ver`}
          </button>
        ),
      },
    ],
    [t, onOpenClient],
  );
}
