import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isApiError } from '@domain/shared-kernel';
import {
  DEFAULT_SEGMENT_SORT,
  NEW_SEGMENT_ID,
  SEGMENT_GENDERS,
  SEGMENT_SORT_COLUMNS,
  orderedGenders,
  searchSegments,
  segmentFailureMessage,
  segmentImageName,
  segmentListFileName,
  segmentsForGender,
  sortCampaignSegments,
  type CampaignSegment,
  type SegmentGender,
} from '@domain/segments';
import type { DataTableColumn } from '../shared/data-table';
import { downloadCsv } from '../shared/download';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { genderLabels, segmentMessages, segmentPictureLabels, segmentPictures } from './segment-messages';
import { useDeleteSegment } from './segment.mutations';
import { segmentQueries } from './segment.queries';

const LIST_PATH = '/app-h/backoffice/segmentsList';

export const SegmentListRoute = createLazyRoute(LIST_PATH)({ component: SegmentListPage });

/** The table's filter: the search, then the gender the segments must address. */
const filterSegments = (rows: readonly CampaignSegment[], search: string, gender: SegmentGender | undefined): readonly CampaignSegment[] =>
  segmentsForGender(searchSegments(rows, search), gender);

/** A segment's picture: its thumbnail, or the image its gender and ages choose (spec 2 §5 "Segment image"). */
export function SegmentThumbnail({ segment, size }: { readonly segment: Pick<CampaignSegment, 'thumbnail' | 'filters' | 'name'>; readonly size: number }) {
  const { i18n } = useLingui();
  const picture = segmentImageName(segment.filters);
  const source = segment.thumbnail === '' ? segmentPictures[picture] : segment.thumbnail;
  return (
    <img
      src={source}
      alt={segment.thumbnail === '' ? i18n._(segmentPictureLabels[picture]) : ''}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 8, display: 'block', background: 'var(--mantine-color-gray-1)' }}
      loading="lazy"
    />
  );
}

/**
 * The campaign segments (spec 2 §2 "segment list"): a searchable, sortable table kept in the address
 * with a gender filter, CSV export of what it shows, create, edit, and delete after a confirmation with
 * the spec's messages (40x: in use; success: false: the server's message as a warning).
 */
export function SegmentListPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: LIST_PATH });
  const search = SegmentListRoute.useSearch();
  const list = useQuery(segmentQueries.list(services));
  const describe = useErrorText();

  const { deleteSegment, deleting } = useDeleteSegment({
    onDeleted: (segment) => notify({ color: 'green', message: t`Segmento «${segment.name}» eliminado.` }),
    onFailed: (error) => {
      if (isApiError(error) && error.kind === 'server-message') {
        notify({ color: 'yellow', message: error.serverMessage ?? error.message });
        return;
      }
      const code = segmentFailureMessage('delete', isApiError(error) ? error.status : -1);
      if (code === 'IN_USE_NOT_DELETABLE') notify({ color: 'red', message: i18n._(segmentMessages[code]) });
      else notifyTitled({ color: 'red', title: i18n._(segmentMessages[code]), message: describe(error) });
    },
  });

  const confirmDelete = (segment: CampaignSegment) =>
    openConfirm({
      title: t`Eliminar segmento`,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t`¿Seguro que quieres eliminar este segmento? Las plantillas que lo usan se quedarán sin segmento.`}</Text>
          <Text size="sm" fw={600}>
            {segment.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteSegment(segment),
    });

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: LIST_PATH,
    sort: { columns: SEGMENT_SORT_COLUMNS, fallback: DEFAULT_SEGMENT_SORT },
    filters: (address) => address.gender,
    source: { kind: 'local', records: list.data, loading: list.isLoading, sort: sortCampaignSegments, filter: filterSegments },
  });
  const rows = table.rows ?? [];

  const genderNames = (segment: CampaignSegment): string =>
    orderedGenders(segment.filters.gender)
      .map((gender) => i18n._(genderLabels[gender]))
      .join(', ');

  const exportCsv = () => {
    downloadCsv(
      segmentListFileName(services.clock.now()),
      [t`Id`, t`Nombre`, t`Descripción`, t`Géneros`, t`Edad mínima`, t`Edad máxima`, t`Creado por`, t`Editado por`],
      rows.map((row) => [row.id, row.name, row.description, genderNames(row), row.filters.minAge, row.filters.maxAge, row.createdBy, row.editedBy]),
    );
    notify({ color: 'green', message: t`Exportados ${rows.length} segmentos.` });
  };

  const columns = useMemo(
    (): DataTableColumn<CampaignSegment>[] => [
      { accessor: 'thumbnail', title: t`Imagen`, width: 72, render: (row: CampaignSegment) => <SegmentThumbnail segment={row} size={40} /> },
      {
        accessor: 'name',
        title: t`Nombre`,
        sortable: true,
        render: (row: CampaignSegment) => (
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
        ),
      },
      { accessor: 'description', title: t`Descripción`, sortable: true },
      {
        accessor: 'gender',
        title: t`Géneros`,
        render: (row: CampaignSegment) => (
          <Group gap={4} wrap="nowrap">
            {orderedGenders(row.filters.gender).map((gender) => (
              <Badge key={gender} variant="light" color={gender === 'female' ? 'pink.9' : gender === 'male' ? 'blue.9' : 'gray.9'}>
                {i18n._(genderLabels[gender])}
              </Badge>
            ))}
          </Group>
        ),
      },
      { accessor: 'ages', title: t`Edades`, sortable: true, render: (row: CampaignSegment) => t`${row.filters.minAge}–${row.filters.maxAge} años` },
      { accessor: 'editedBy', title: t`Editado por`, sortable: true, render: (row: CampaignSegment) => row.editedBy || '—' },
      {
        accessor: 'actions',
        title: t`Acciones`,
        textAlign: 'right',
        render: (row: CampaignSegment) => (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<icons.edit size={14} aria-hidden />}
              renderRoot={(props) => <Link {...props} to="/app-h/segments/saveSegment/{-$id}" params={{ id: row.id }} />}
              aria-label={t`Editar ${row.name}`}
            >
              {t`Editar`}
            </Button>
            <Tooltip label={t`Eliminar`}>
              <ActionIcon variant="light" color="red" size="md" onClick={() => confirmDelete(row)} loading={deleting === row.id} aria-label={t`Eliminar ${row.name}`}>
                <icons.trash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    // The columns change with the language and the row being deleted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, deleting],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Segmentos`}</Title>
          <Text c="dimmed" size="sm">
            {list.data === undefined || !table.loaded ? ' ' : t`${table.total} de ${list.data.length} segmentos`}
          </Text>
        </div>
        <Group align="flex-end">
          <TextInput
            label={t`Buscar`}
            placeholder={t`Nombre, descripción o género`}
            value={table.searchBox.value}
            onChange={(event) => table.searchBox.change(event.currentTarget.value)}
            w={260}
            type="search"
          />
          <Select
            label={t`Dirigido a`}
            data={[{ value: 'all', label: t`Todos los géneros` }, ...SEGMENT_GENDERS.map((gender) => ({ value: gender, label: i18n._(genderLabels[gender]) }))]}
            value={search.gender ?? 'all'}
            onChange={(value) => void navigate({ search: (previous) => ({ ...previous, gender: value === null || value === 'all' ? undefined : value, page: undefined }), replace: true })}
            allowDeselect={false}
            w={180}
          />
          <Button variant="default" onClick={exportCsv} disabled={list.data === undefined || rows.length === 0} leftSection={<icons.download size={16} aria-hidden />}>
            {t`Exportar CSV`}
          </Button>
          <Button
            leftSection={<icons.plus size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/app-h/segments/saveSegment/{-$id}" params={{ id: NEW_SEGMENT_ID }} />}
          >
            {t`Nuevo segmento`}
          </Button>
        </Group>
      </Group>
      {list.isError ? (
        <LoadFailure title={t`Error al cargar la lista de segmentos`} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando segmentos…`}
          noRecordsText={table.search || search.gender !== undefined ? t`Ningún segmento coincide con la búsqueda.` : t`No hay segmentos. Crea el primero con «Nuevo segmento».`}
          idAccessor="id"
          columns={columns}
        />
      )}
    </Stack>
  );
}
