import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Loader, Menu, Modal, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { campaignRowActions, campaignStatusBadge, type Campaign, type CampaignStatus } from '@domain/campaigns';
import { formatDateTime, isApiError } from '@domain/shared-kernel';
import { HtmlPreview } from '../shared/html-preview';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { AddressTable } from '../shared/table/address-table';
import type { AddressTableState } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { campaignMessages, campaignStatusLabels, campaignSubtypeLabels } from './campaign-messages';
import { useDeleteCampaign, useDuplicateCampaign, useResetCampaign } from './campaign.mutations';
import { campaignQueries } from './campaign.queries';
import classes from './campaign-table.module.css';

/** What the preview dialog shows: a campaign's email or SMS, or its stored JSON. */
type Shown = { readonly kind: 'content' | 'json'; readonly campaign: Campaign };

/** The wizard's steps a row opens: the first ("edit" a draft) or the last ("modify schedule"). */
export type WizardSection = 0 | 2;

/** What a screen gives {@link CampaignTable}: its table state, who looks at it, and where its links lead. */
export interface CampaignTableProps<C extends string> {
  /** The table kept in the address (`useAddressTable` over the campaigns). */
  readonly table: AddressTableState<Campaign, C>;
  /** A back-office user: the back-office extras (JSON, reset to pending) are offered. */
  readonly backoffice: boolean;
  /**
   * The pharmacy column of the back office's tables (spec 2 §2 "plus an entity column"): each
   * campaign's eid and, when known, the pharmacy's name. Sortable under the accessor 'entity'.
   */
  readonly entityColumn?: { readonly nameOf: (eid: number) => string | undefined };
  /** "Editar" on a draft (the pharmacy's list; the back office's table lists no edit, spec 2 §2). */
  readonly offerEdit: boolean;
  /** Opens the campaign in the wizard at `section` (0 to edit a draft, 2 to modify the schedule). */
  readonly onOpenWizard: (campaign: Campaign, section: WizardSection) => void;
  /** Opens the campaign's report. */
  readonly onOpenReport: (campaign: Campaign) => void;
  /** Rows whose wizard or report is being opened (a pharmacy being entered): their buttons show it. */
  readonly openingId?: string | undefined;
  readonly loadingText: string;
  readonly noRecordsText: string;
}

/**
 * The campaign table of the pharmacy's list and of the back office's tables (spec 2 §2 "Pharmacy
 * campaign list" and "The campaign table in the backoffice offers view HTML, view JSON, reset,
 * duplicate as draft, delete, modify schedule, view draft, view report, plus an entity column"): name
 * and subject or text, channel, status badge, creation and send instants, the pharmacy in the back
 * office, and each row's actions as `campaignRowActions` allows them. Previews (email in a sandboxed
 * frame, SMS text, JSON) read the campaign whole; deleting asks the spec's confirmation, resetting asks
 * first; each says how it went, a `success: false` answer in the server's own words.
 */
export function CampaignTable<C extends string>(props: CampaignTableProps<C>) {
  const { table, backoffice, entityColumn, offerEdit, onOpenWizard, onOpenReport, openingId } = props;
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState<Shown | undefined>();
  const describe = useErrorText();

  /** A `success: false` answer says its own message (spec 2 §8); anything else says `code` and why. */
  const failed = (code: keyof typeof campaignMessages | undefined, error: Error, fallbackTitle: string) => {
    if (isApiError(error) && error.kind === 'server-message') {
      notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      return;
    }
    notifyTitled({ color: 'red', title: code === undefined ? fallbackTitle : i18n._(campaignMessages[code]), message: describe(error) });
  };

  const removal = useDeleteCampaign({
    onDone: (_done, campaign) => notify({ color: 'green', message: t`Campaña eliminada: ${campaign.content.name}` }),
    onFailed: (error) => failed(undefined, error, t`No se ha podido eliminar la campaña.`),
  });
  const duplication = useDuplicateCampaign({
    onDone: (_id, campaign) => notify({ color: 'green', message: t`Borrador creado: copia de ${campaign.content.name}` }),
    onFailed: (error) => failed('CREATION_FAILED', error, ''),
  });
  const reset = useResetCampaign({
    onDone: () => notify({ color: 'green', message: i18n._(campaignMessages.RESET_DONE) }),
    onFailed: (error) => failed('RESET_FAILED', error, ''),
  });

  const confirmDelete = (campaign: Campaign) =>
    openConfirm({
      title: i18n._(campaignMessages.DELETE_CONFIRM_TITLE),
      children: (
        <Stack gap="xs">
          <Text size="sm">{i18n._(campaignMessages.DELETE_CONFIRM_TEXT)}</Text>
          <Text size="sm" fw={600}>
            {campaign.content.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => removal.mutate(campaign),
    });

  const confirmReset = (campaign: Campaign) =>
    openConfirm({
      title: t`¿Volver a pendiente?`,
      children: <Text size="sm">{t`La campaña «${campaign.content.name}» volverá a estado pendiente y se enviará de nuevo en su fecha programada.`}</Text>,
      labels: { confirm: t`Volver a pendiente`, cancel: t`Cancelar` },
      onConfirm: () => reset.mutate(campaign),
    });

  // The rows' buttons call the screen's latest callbacks, without rendering the rows again for them.
  const open = useRef({ wizard: onOpenWizard, report: onOpenReport });
  useLayoutEffect(() => {
    open.current = { wizard: onOpenWizard, report: onOpenReport };
  });

  const nameOf = entityColumn?.nameOf;
  const columns = useMemo(
    () => [
      {
        accessor: 'name',
        title: t`Nombre`,
        sortable: true,
        render: (row: Campaign) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.content.name || t`(sin nombre)`}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.subtype === 'email' ? row.content.subject : row.content.smsContent}
            </Text>
          </Stack>
        ),
      },
      ...(nameOf === undefined
        ? []
        : [
            {
              accessor: 'entity',
              title: t`Farmacia`,
              sortable: true,
              render: (row: Campaign) => (
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {row.eid}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {nameOf(row.eid) ?? ''}
                  </Text>
                </Stack>
              ),
            },
          ]),
      {
        accessor: 'subtype',
        title: t`Canal`,
        sortable: true,
        render: (row: Campaign) => (
          <Badge variant="outline" color={row.subtype === 'email' ? 'blue.9' : 'grape.9'} miw="max-content">
            {i18n._(campaignSubtypeLabels[row.subtype])}
          </Badge>
        ),
      },
      { accessor: 'status', title: t`Estado`, sortable: true, render: (row: Campaign) => <CampaignStatusBadge status={row.status} /> },
      { accessor: 'created', title: t`Creada`, sortable: true, render: (row: Campaign) => formatDateTime(row.created) },
      {
        accessor: 'scheduled',
        title: t`Envío`,
        sortable: true,
        render: (row: Campaign) => (row.schedule?.scheduled === undefined ? '—' : formatDateTime(row.schedule.scheduled)),
      },
      {
        accessor: 'actions',
        title: t`Acciones`,
        textAlign: 'right' as const,
        render: (row: Campaign) => {
          const actions = campaignRowActions(row, backoffice);
          const viewLabel = (campaign: Campaign) => (campaign.status === 'DRAFT' ? t`Ver borrador` : campaign.subtype === 'email' ? t`Ver HTML` : t`Ver SMS`);
          const name = row.content.name;
          const opening = openingId !== undefined && openingId === row.id;
          return (
            <Group gap={6} justify="flex-end" wrap="wrap" className={classes.actions} role="group" aria-label={t`Acciones de ${name}`}>
              {offerEdit && actions.edit && row.id !== undefined && (
                <Button size="compact-sm" onClick={() => open.current.wizard(row, 0)} loading={opening} aria-label={t`Editar ${name}`}>
                  {t`Editar`}
                </Button>
              )}
              {actions.modifySchedule && row.id !== undefined && (
                <Button size="compact-sm" onClick={() => open.current.wizard(row, 2)} loading={opening} aria-label={t`Modificar programación de ${name}`}>
                  {t`Modificar programación`}
                </Button>
              )}
              {actions.preview && (
                <Button size="compact-sm" variant="default" onClick={() => setShown({ kind: 'content', campaign: row })} aria-label={`${viewLabel(row)} ${t`de ${name}`}`}>
                  {viewLabel(row)}
                </Button>
              )}
              {actions.report && row.id !== undefined && (
                <Button size="compact-sm" variant="default" onClick={() => open.current.report(row)} loading={opening} aria-label={t`Ver informe de ${name}`}>
                  {t`Ver informe`}
                </Button>
              )}
              <Button size="compact-sm" variant="light" onClick={() => duplication.mutate(row)} loading={duplication.isPending} aria-label={t`Duplicar ${name}`}>
                {t`Duplicar`}
              </Button>
              {(actions.reset || actions.json) && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button size="compact-sm" variant="subtle" aria-label={t`Acciones de backoffice para ${name}`}>
                      {t`Backoffice`}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {actions.json && <Menu.Item onClick={() => setShown({ kind: 'json', campaign: row })}>{t`Ver JSON`}</Menu.Item>}
                    {actions.reset && <Menu.Item onClick={() => confirmReset(row)}>{t`Volver a pendiente`}</Menu.Item>}
                  </Menu.Dropdown>
                </Menu>
              )}
              {actions.remove ? (
                <Button size="compact-sm" variant="light" color="red" onClick={() => confirmDelete(row)} aria-label={t`Eliminar ${name}`}>
                  {t`Eliminar`}
                </Button>
              ) : (
                <Tooltip label={t`No se puede eliminar mientras se envía.`}>
                  <Button size="compact-sm" variant="light" color="red" data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()} aria-label={t`Eliminar ${name}`}>
                    {t`Eliminar`}
                  </Button>
                </Tooltip>
              )}
            </Group>
          );
        },
      },
    ],
    // The columns change with the language, the user's role, the pharmacies' names and the row being
    // opened; actions read the latest mutations and callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, backoffice, nameOf, offerEdit, openingId, duplication.isPending],
  );

  return (
    <>
      <AddressTable table={table} loadingText={props.loadingText} noRecordsText={props.noRecordsText} idAccessor={(row: Campaign) => row.id ?? ''} columns={columns} />
      <Modal
        opened={shown !== undefined}
        onClose={() => setShown(undefined)}
        size="xl"
        title={shown === undefined ? '' : shown.kind === 'json' ? t`JSON: ${shown.campaign.content.name}` : shown.campaign.content.name}
        closeButtonProps={{ 'aria-label': t`Cerrar` }}
      >
        {shown !== undefined && <CampaignContentView shown={shown} />}
      </Modal>
    </>
  );
}

/**
 * Enviada, Borrador, Error, and a clock for pending and processing (spec 2 §2), named for screen
 * readers; always whole, never cut to 'EN…' by a narrow column.
 */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { i18n } = useLingui();
  const badge = campaignStatusBadge(status);
  const label = i18n._(campaignStatusLabels[status]);
  if (badge.kind === 'clock') {
    const Clock = icons.clock;
    return (
      <Badge variant="filled" color="yellow.9" leftSection={<Clock size={14} aria-hidden />} miw="max-content">
        {label}
      </Badge>
    );
  }
  const color = status === 'SENDED' ? 'teal.9' : status === 'ERROR' ? 'red.9' : 'gray.7';
  return (
    <Badge variant="filled" color={color} miw="max-content">
      {label}
    </Badge>
  );
}

/** One campaign read whole: its email (sanitised, in a sandboxed frame), its SMS text, or its JSON. */
function CampaignContentView({ shown }: { shown: Shown }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const detail = useQuery(campaignQueries.detail(services, shown.campaign.id ?? ''));
  if (detail.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando campaña…`}</Text>
      </Group>
    );
  }
  if (detail.isError) {
    return <LoadFailure title={i18n._(campaignMessages.DRAFT_LOAD_FAILED)} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  const campaign = detail.data;
  if (shown.kind === 'json') {
    return (
      <ScrollArea h={480} type="auto">
        <Code block>{JSON.stringify(campaign, null, 2)}</Code>
      </ScrollArea>
    );
  }
  if (campaign.subtype === 'sms') {
    return (
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t`Texto del SMS`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} p="sm" bg="gray.0">
          {campaign.content.smsContent}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span fw={600}>
          {t`Asunto:`}
        </Text>{' '}
        {campaign.content.subject || '—'}
      </Text>
      <HtmlPreview html={campaign.content.html} title={t`Correo de la campaña ${campaign.content.name}`} emptyText={t`Esta campaña todavía no tiene diseño.`} />
    </Stack>
  );
}
