import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { crmAnswerFullName, syncCandidateFinder, type CrmSyncAnswers, type ErpClient, type SyncCandidate, type SyncKey } from '@domain/crm';
import { activePharmacy } from '@domain/session';
import { foldText, searchByWords } from '@domain/shared-kernel';
import type { DataTableColumn } from '../shared/data-table';
import { formatCount } from '../shared/format-count';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { useSession } from '../shared/session-context';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { crmMessages } from './crm-messages';
import { useSyncCrmUser } from './crm.mutations';
import { crmQueries } from './crm.queries';

const PATH = '/app-h/crm/syncCrmUsers';

export const CrmSyncRoute = createLazyRoute(PATH)({ component: CrmSyncPage });

/** An unsynced response and the ERP clients that may be the person who gave it. */
interface SyncRow {
  readonly answers: CrmSyncAnswers;
  readonly name: string;
  readonly candidates: readonly SyncCandidate[];
}

/** The rows that match the search by name, email, phone, card or DNI (a module function: its identity never changes). */
const searchRows = (rows: readonly SyncRow[], search: string): readonly SyncRow[] =>
  searchByWords(rows, search, (row) => foldText([row.name, row.answers.email, row.answers.phone, row.answers.loyalty, row.answers.idCode].join(' ')));

/**
 * The sync of the CRM's responses with the ERP's clients (spec 2 §2 /crm/syncCrmUsers): every response
 * not yet synced, with the ERP clients that share its email, phone, loyalty card or DNI (spec 2 §9) and
 * what they share; the user confirms which client is the person (POST syncUser), and the response
 * leaves the list. Responses with candidates come first.
 */
export function CrmSyncPage() {
  const services = useUiServices();
  const session = useSession();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const navigate = useNavigate({ from: PATH });
  const search = CrmSyncRoute.useSearch();
  const eid = activePharmacy(session)?.eid ?? 0;
  const form = useQuery(crmQueries.form(services, eid));
  const unsynced = useQuery(crmQueries.unsynced(services, eid));
  const clients = useQuery(crmQueries.erpClients(services, eid));

  const finder = useMemo(() => (clients.data === undefined ? undefined : syncCandidateFinder(clients.data)), [clients.data]);
  const rows = useMemo((): readonly SyncRow[] | undefined => {
    if (unsynced.data === undefined || finder === undefined) return undefined;
    const all = unsynced.data.map((answers) => ({ answers, name: crmAnswerFullName(answers), candidates: finder(answers) }));
    return [...all.filter((row) => row.candidates.length > 0), ...all.filter((row) => row.candidates.length === 0)];
  }, [unsynced.data, finder]);

  const table = useAddressTable<SyncRow>({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: PATH,
    source: { kind: 'local', records: rows, loading: rows === undefined && (unsynced.isPending || clients.isPending), filter: searchRows },
  });

  const sync = useSyncCrmUser(eid, {
    onDone: ({ answers, client }) => notify({ color: 'green', message: t`Respuesta de ${crmAnswerFullName(answers)} sincronizada con ${client.name} (${client.erpId})` }),
    onFailed: (error) => notifyTitled({ color: 'red', title: i18n._(crmMessages.SAVE_FAILED), message: describe(error) }),
  });
  const { mutate: syncUser } = sync;
  const confirmSync = useCallback(
    (row: SyncRow, client: ErpClient): void =>
      openConfirm({
        title: t`¿Sincronizar la respuesta?`,
        children: <Text size="sm">{t`La respuesta de ${row.name} quedará enlazada con el cliente ${client.name} (${client.erpId}) del ERP.`}</Text>,
        labels: { confirm: t`Sincronizar`, cancel: t`Cancelar` },
        onConfirm: () => syncUser({ answers: row.answers, client }),
      }),
    [t, syncUser],
  );

  const columns = useMemo<DataTableColumn<SyncRow>[]>(() => {
    const keyLabels: Record<SyncKey, string> = { email: t`email`, phone: t`teléfono`, loyalty: t`tarjeta de fidelización`, idCode: t`DNI` };
    return [
      {
        accessor: 'name',
        title: t`Respuesta del CRM`,
        render: (row) => (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {row.name || '—'}
            </Text>
            <IdentityLines identity={row.answers} />
          </Stack>
        ),
      },
      {
        accessor: 'candidates',
        title: t`Clientes del ERP que coinciden`,
        render: (row) =>
          row.candidates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t`Ningún cliente del ERP coincide`}
            </Text>
          ) : (
            <Stack gap="xs">
              {row.candidates.map(({ client, matchedBy }) => (
                <Group key={client.erpId} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {client.name} · {client.erpId}
                    </Text>
                    <IdentityLines identity={client} />
                    <Group gap={4}>
                      <Text size="xs">{t`Coincide en:`}</Text>
                      {matchedBy.map((key) => (
                        <Badge key={key} size="sm" variant="outline" color="teal.9">
                          {keyLabels[key]}
                        </Badge>
                      ))}
                    </Group>
                  </Stack>
                  <Button size="compact-sm" leftSection={<icons.sync size={14} aria-hidden />} onClick={() => confirmSync(row, client)} aria-label={t`Sincronizar ${row.name} con ${client.name}`}>
                    {t`Sincronizar`}
                  </Button>
                </Group>
              ))}
            </Stack>
          ),
      },
    ];
  }, [t, confirmSync]);

  const noForm = form.data === null;
  const failed = [unsynced, clients].find((query) => query.isError);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Sincronización de usuarios`}</Title>
        <Text c="dimmed" size="sm">
          {t`Enlaza cada respuesta del formulario con el cliente de tu ERP que la dio. Se proponen los clientes con el mismo email, teléfono, tarjeta de fidelización o DNI.`}
        </Text>
      </div>
      {noForm ? (
        <Alert color="yellow" title={i18n._(crmMessages.FORM_REQUIRED)} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t`Sin formulario no hay respuestas que sincronizar.`}</Text>
            <Button size="xs" renderRoot={(props) => <Link {...props} to="/app-h/crm/editForm" />}>
              {t`Crear el formulario`}
            </Button>
          </Stack>
        </Alert>
      ) : failed !== undefined ? (
        <LoadFailure
          title={t`No se han podido cargar las respuestas sin sincronizar`}
          error={failed.error}
          onRetry={() => {
            if (unsynced.isError) void unsynced.refetch();
            if (clients.isError) void clients.refetch();
          }}
          retrying={unsynced.isFetching || clients.isFetching}
        />
      ) : rows === undefined ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Buscando las respuestas sin sincronizar y sus clientes del ERP…`}</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Text size="lg" fw={700} aria-live="polite" data-testid="crm-unsynced-count">
              {rows.length === 1 ? t`1 respuesta sin sincronizar` : t`${formatCount(rows.length, i18n.locale)} respuestas sin sincronizar`}
            </Text>
            <TextInput
              type="search"
              label={t`Buscar`}
              placeholder={t`Nombre, email, teléfono, tarjeta o DNI`}
              value={table.searchBox.value}
              onChange={(event) => table.searchBox.change(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') table.searchBox.flush();
              }}
              leftSection={<icons.search size={16} aria-hidden />}
              w={280}
            />
          </Group>
          <AddressTable
            table={table}
            columns={columns}
            idAccessor={(row) => row.answers.idAnswer}
            loadingText={t`Cargando…`}
            noRecordsText={rows.length === 0 ? t`Todas las respuestas están sincronizadas con el ERP` : t`Ninguna respuesta coincide con la búsqueda`}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** The data a person is matched by, one line, what is unknown left out. */
function IdentityLines({ identity }: { identity: { readonly email: string; readonly phone: string; readonly loyalty: string; readonly idCode: string } }) {
  const { t } = useLingui();
  const parts = [identity.email, identity.phone, identity.loyalty === '' ? '' : t`Tarjeta ${identity.loyalty}`, identity.idCode === '' ? '' : t`DNI ${identity.idCode}`].filter((part) => part !== '');
  return (
    <Text size="xs" c="dimmed">
      {parts.length === 0 ? '—' : parts.join(' · ')}
    </Text>
  );
}
