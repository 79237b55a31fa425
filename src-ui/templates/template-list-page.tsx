import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Loader, Modal, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@domain/shared-kernel';
import {
  DEFAULT_TEMPLATE_SORT,
  NEW_TEMPLATE_ID,
  TEMPLATE_SORT_COLUMNS,
  searchTemplates,
  sortTemplates,
  templateFailureMessage,
  templateListFileName,
  templateSuccessMessage,
  type TemplateSummary,
} from '@domain/templates';
import { downloadCsv } from '../shared/download';
import { notify } from '../shared/notify';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { notifyTitled } from '../shared/titled-notice';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { HtmlPreview } from '../shared/html-preview';
import { templateMessages, templateTypeLabels } from './template-messages';
import { useDeleteTemplate } from './template.mutations';
import { templateQueries } from './template.queries';
import { openConfirm } from '../shared/overlays';

const LIST_PATH = '/app-h/backoffice/campaignTemplateList';

export const TemplateListRoute = createLazyRoute(LIST_PATH)({ component: TemplateListPage });

/**
 * The campaign templates (spec 1 §2.8): a searchable, sortable table kept in the address, CSV export of
 * what the search finds, a preview of each email, create, edit, and delete after the spec's confirmation
 * with the spec's messages (40x: in use; success: false: the server's message as a warning).
 */
export function TemplateListPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: LIST_PATH });
  const search = TemplateListRoute.useSearch();
  const list = useQuery(templateQueries.list(services));
  const segments = useQuery(templateQueries.segments(services));
  const [previewing, setPreviewing] = useState<TemplateSummary | undefined>();

  const describe = useErrorText();
  const segmentName = (id: number): string => {
    if (id === 0) return '';
    return segments.data?.find((segment) => segment.id === id)?.name ?? t`Segmento ${id}`;
  };

  const { deleteTemplate, deleting } = useDeleteTemplate({
    onDeleted: () => notify({ color: 'green', message: i18n._(templateMessages[templateSuccessMessage('delete')]) }),
    onFailed: (error) => {
      if (isApiError(error) && error.kind === 'server-message') {
        notify({ color: 'yellow', message: error.serverMessage ?? error.message });
        return;
      }
      const code = templateFailureMessage('delete', isApiError(error) ? error.status : -1);
      // In use says it all; any other failure also says what went wrong.
      if (code === 'DELETE_IN_USE') notify({ color: 'red', message: i18n._(templateMessages[code]) });
      else notifyTitled({ color: 'red', title: i18n._(templateMessages[code]), message: describe(error) });
    },
  });

  const confirmDelete = (template: TemplateSummary) =>
    openConfirm({
      title: i18n._(templateMessages.DELETE_CONFIRM_TITLE),
      children: (
        <Stack gap="xs">
          <Text size="sm">{i18n._(templateMessages.DELETE_CONFIRM_TEXT)}</Text>
          <Text size="sm" fw={600}>
            {template.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteTemplate(template),
    });

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: LIST_PATH,
    sort: { columns: TEMPLATE_SORT_COLUMNS, fallback: DEFAULT_TEMPLATE_SORT },
    source: { kind: 'local', records: list.data, loading: list.isLoading, sort: sortTemplates, filter: searchTemplates },
  });
  const rows = table.rows ?? [];

  const exportCsv = () => {
    downloadCsv(
      templateListFileName(services.clock.now()),
      [t`Id`, t`Nombre`, t`Descripción`, t`Tipo`, t`Segmento`, t`Asunto`, t`Entrada del blog`, t`Creada por`, t`Editada por`],
      rows.map((row) => [
        row.id,
        row.name,
        row.description,
        i18n._(templateTypeLabels[row.type]),
        segmentName(row.segmentId),
        row.subject,
        row.postId === 0 ? '' : row.postId,
        row.createdBy ?? '',
        row.editedBy ?? '',
      ]),
    );
    notify({ color: 'green', message: t`Exportadas ${rows.length} plantillas.` });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Plantillas de campaña`}</Title>
          <Text c="dimmed" size="sm">
            {list.data === undefined || !table.loaded ? ' ' : t`${table.total} de ${list.data.length} plantillas`}
          </Text>
        </div>
        <Group align="flex-end">
          <TextInput
            label={t`Buscar`}
            placeholder={t`Nombre, descripción, asunto o tipo`}
            value={table.searchBox.value}
            onChange={(event) => table.searchBox.change(event.currentTarget.value)}
            w={300}
            type="search"
          />
          <Button variant="default" onClick={exportCsv} disabled={list.data === undefined || rows.length === 0}>
            {t`Exportar CSV`}
          </Button>
          <Button renderRoot={(props) => <Link {...props} to="/app-h/campaignTemplates/saveCampaignTemplate/{-$id}" params={{ id: NEW_TEMPLATE_ID }} />}>
            {t`Nueva plantilla`}
          </Button>
        </Group>
      </Group>
      {list.isError ? (
        <LoadFailure title={i18n._(templateMessages.LIST_LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando plantillas…`}
          noRecordsText={table.search ? t`Ninguna plantilla coincide con la búsqueda.` : t`No hay plantillas. Crea la primera con «Nueva plantilla».`}
          idAccessor="id"
          columns={[
            { accessor: 'id', title: t`Id`, sortable: true, width: 70 },
            {
              accessor: 'name',
              title: t`Nombre`,
              sortable: true,
              render: (row) => (
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
              ),
            },
            { accessor: 'description', title: t`Descripción`, sortable: true },
            {
              accessor: 'type',
              title: t`Tipo`,
              sortable: true,
              render: (row) => (
                <Badge variant="filled" color={row.type === 1 ? 'teal.9' : 'grape.9'}>
                  {i18n._(templateTypeLabels[row.type])}
                </Badge>
              ),
            },
            { accessor: 'segmentId', title: t`Segmento`, render: (row) => segmentName(row.segmentId) || '—' },
            { accessor: 'subject', title: t`Asunto`, sortable: true },
            { accessor: 'editedBy', title: t`Editada por`, sortable: true, render: (row) => row.editedBy ?? '—' },
            {
              accessor: 'actions',
              title: t`Acciones`,
              textAlign: 'right',
              render: (row) => (
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Button size="compact-sm" variant="default" onClick={() => setPreviewing(row)} aria-label={t`Vista previa de ${row.name}`}>
                    {t`Vista previa`}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    renderRoot={(props) => <Link {...props} to="/app-h/campaignTemplates/saveCampaignTemplate/{-$id}" params={{ id: row.id }} />}
                    aria-label={t`Editar ${row.name}`}
                  >
                    {t`Editar`}
                  </Button>
                  <Tooltip label={t`Eliminar`}>
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="md"
                      onClick={() => confirmDelete(row)}
                      loading={deleting === row.id}
                      aria-label={t`Eliminar ${row.name}`}
                    >
                      <span aria-hidden="true">✕</span>
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ),
            },
          ]}
        />
      )}
      <Modal opened={previewing !== undefined} onClose={() => setPreviewing(undefined)} title={previewing === undefined ? '' : t`Vista previa: ${previewing.name}`}
        size="xl"
        closeButtonProps={{ 'aria-label': t`Cerrar vista previa` }}
      >
        {previewing !== undefined && <TemplatePreview template={previewing} />}
      </Modal>
    </Stack>
  );
}

/** The email of one template, loaded on demand (spec 2 §8 'Error al obtener la plantilla de la campaña'). */
function TemplatePreview({ template }: { template: TemplateSummary }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const html = useQuery(templateQueries.html(services, template.id));
  if (html.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando vista previa…`}</Text>
      </Group>
    );
  }
  if (html.isError) {
    return (
      <LoadFailure title={i18n._(templateMessages.PREVIEW_LOAD_FAILED)} error={html.error} onRetry={() => void html.refetch()} retrying={html.isFetching} />
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span fw={600}>
          {t`Asunto:`}
        </Text>{' '}
        {template.subject || '—'}
      </Text>
      <HtmlPreview html={html.data} title={t`Correo de la plantilla ${template.name}`} emptyText={t`Esta plantilla todavía no tiene diseño.`} />
    </Stack>
  );
}
