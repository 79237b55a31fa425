import { useLingui } from '@lingui/react/macro';
import { Alert, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type UseQueryResult } from '@tanstack/react-query';
import { type DomainSubscription } from '@domain/catalog-export';
import { matchesWords } from '@domain/shared-kernel';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { catalogMessages } from './catalog-messages';
import { useSaveSubscription } from './catalog.mutations';
import { useErrorText } from '../shared/load-failure';
import { LoadFailure } from './load-failure';
import { CATALOG_PATH, type CatalogSearch } from './catalog-search';

/** The subscriptions whose domain or contact email have every word of the search (the shared word search). */
function searchSubscriptions(rows: readonly DomainSubscription[], search: string): DomainSubscription[] {
  return rows.filter((row) => matchesWords(`${row.domain} ${row.email}`, search));
}

/**
 * The pharmacy domains' subscriptions (spec 1 §2.4): a prescription and a parapharmacy toggle per domain.
 * A toggle changes at once and is reverted with the change-error toast when saving fails; every toggle is
 * blocked while a catalog job runs (spec 1 §4).
 */
export function SubscriptionsTab(props: {
  query: UseQueryResult<readonly DomainSubscription[]>;
  blocked: boolean;
  search: CatalogSearch;
  onSearch: (change: Partial<CatalogSearch>, options?: { replace: boolean }) => void;
}) {
  const { query, blocked, search, onSearch } = props;
  const { t, i18n } = useLingui();
  const errorText = useErrorText();

  const table = useAddressTable({
    search,
    navigate: onSearch,
    path: CATALOG_PATH,
    source: { kind: 'local', records: query.data, loading: query.isLoading, filter: searchSubscriptions },
  });
  const { setSubscription, pending } = useSaveSubscription({
    onSaved: (next) => notify({ color: 'green', message: t`Suscripciones de ${next.domain} guardadas.` }),
    onFailed: (error, { next }) =>
      notifyTitled({ color: 'red', title: i18n._(catalogMessages.SUBSCRIPTION_CHANGE_FAILED), message: t`${next.domain}: ${errorText(error)}` }),
  });

  if (query.isError && query.data === undefined) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;

  const all = query.data ?? [];
  const prescriptions = all.filter((entry) => entry.prescription).length;
  const parapharmacies = all.filter((entry) => entry.parapharmacy).length;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" size="sm">
          {query.data === undefined ? ' ' : t`${all.length} dominios: ${prescriptions} con receta y ${parapharmacies} con parafarmacia`}
        </Text>
        <TextInput
          label={t`Buscar dominio`}
          placeholder={t`Dominio o correo`}
          type="search"
          w={300}
          value={table.searchBox.value}
          onChange={(event) => table.searchBox.change(event.currentTarget.value)}
        />
      </Group>
      {blocked && (
        <Alert color="blue" role="status">
          {t`Hay un trabajo del catálogo en curso: las suscripciones no se pueden cambiar hasta que termine.`}
        </Alert>
      )}
      <AddressTable
        table={table}
        emptyMinHeight={200}
        loadingText={t`Cargando suscripciones…`}
        noRecordsText={table.search.trim() === '' ? t`No hay dominios de farmacia.` : t`Ningún dominio coincide con la búsqueda.`}
        idAccessor="domain"
        columns={[
          { accessor: 'domain', title: t`Dominio` },
          { accessor: 'email', title: t`Correo de contacto`, render: (row) => <Text size="sm">{row.email === '' ? '—' : row.email}</Text> },
          {
            accessor: 'prescription',
            title: t`Receta`,
            width: 110,
            render: (row) => (
              <Switch
                checked={row.prescription}
                disabled={blocked || pending.has(row.domain)}
                onChange={(event) => setSubscription(row, 'prescription', event.currentTarget.checked)}
                aria-label={t`Receta en ${row.domain}`}
              />
            ),
          },
          {
            accessor: 'parapharmacy',
            title: t`Parafarmacia`,
            width: 130,
            render: (row) => (
              <Switch
                checked={row.parapharmacy}
                disabled={blocked || pending.has(row.domain)}
                onChange={(event) => setSubscription(row, 'parapharmacy', event.currentTarget.checked)}
                aria-label={t`Parafarmacia en ${row.domain}`}
              />
            ),
          },
        ]}
      />
    </Stack>
  );
}
