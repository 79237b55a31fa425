import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import {
  DEFAULT_MONTH_SORT,
  MONTH_SORT_COLUMNS,
  formatMonthYear,
  monthAt,
  monthLabel,
  monthToAdd,
  sortMonthsBy,
  toggleFailure,
  type Month,
} from '@domain/months';
import { notifyTitled } from '../shared/titled-notice';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { monthMessages } from './month-messages';
import { useAddNextMonth, useExportMonthProducts, useToggleMonthBlocked } from './month.mutations';
import { monthQueries } from './month.queries';
import { openConfirm } from '../shared/overlays';

export const MonthListRoute = createLazyRoute('/app-h/backoffice/campaigns/monthList')({ component: MonthListPage });

/**
 * Campaign months (spec 1 §2.5): every month with Spanish names, newest first unless the address sorts
 * otherwise; a blocked toggle that asks first and reverts when saving fails; adding the next month; and
 * the export of the products in the month's marketing pictures as an .xlsx file.
 */
export function MonthListPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: '/app-h/backoffice/campaigns/monthList' });
  const search = MonthListRoute.useSearch();
  const list = useQuery(monthQueries.list(services));
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const label = (month: Month): string => monthLabel(month.monthYear, language);
  const currentMonth = formatMonthYear(monthAt(services.clock.now()));
  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: '/app-h/backoffice/campaigns/monthList',
    sort: { columns: MONTH_SORT_COLUMNS, fallback: DEFAULT_MONTH_SORT },
    source: { kind: 'local', records: list.data, loading: list.isLoading, sort: sortMonthsBy },
  });

  const describe = useErrorText();
  const notifyFailure = (title: string, error: unknown) => notifyTitled({ color: 'red', title, message: describe(error) });

  const { setBlocked, pending } = useToggleMonthBlocked({
    onSaved: (saved) => {
      const month = label(saved);
      notify({ color: 'green', message: saved.blocked ? t`Mes bloqueado: ${month}` : t`Mes desbloqueado: ${month}` });
    },
    onFailed: (error, { blocked }) => notifyFailure(i18n._(monthMessages[toggleFailure(blocked)]), error),
  });

  const addNext = useAddNextMonth({
    onAdded: (added, months) => {
      const name = label(added);
      notify({ color: 'green', message: t`Mes añadido: ${name}` });
      // Show the page the new month landed on, whatever the table's order.
      table.setPage(Math.floor(sortMonthsBy(months, table.sort ?? DEFAULT_MONTH_SORT).findIndex((month) => month.id === added.id) / table.pageSize) + 1);
    },
    onFailed: (error) => notifyFailure(i18n._(monthMessages.ADD_NEXT_FAILED), error),
  });

  const { exportProducts, exporting } = useExportMonthProducts({
    onExported: (month) => {
      const name = label(month);
      notify({ color: 'green', message: t`Productos de ${name} exportados.` });
    },
    onFailed: (error, month) => {
      const name = label(month);
      notifyFailure(t`Error al exportar los productos de ${name}`, error);
    },
  });

  const confirmToggle = (month: Month) => {
    const blocked = !month.blocked;
    const name = label(month);
    openConfirm({
      title: blocked ? t`Bloquear mes` : t`Desbloquear mes`,
      children: (
        <Text size="sm">
          {blocked
            ? t`¿Quieres bloquear ${name}? Las farmacias no podrán cambiar sus fotos de marketing de ese mes.`
            : t`¿Quieres desbloquear ${name}? Las farmacias podrán volver a cambiar sus fotos de marketing de ese mes.`}
        </Text>
      ),
      labels: { confirm: blocked ? t`Bloquear` : t`Desbloquear`, cancel: t`Cancelar` },
      closeButtonProps: { 'aria-label': t`Cerrar` },
      confirmProps: { color: blocked ? 'red' : undefined },
      onConfirm: () => setBlocked(month, blocked),
    });
  };

  const nextLabel = list.data === undefined ? undefined : monthLabel(monthToAdd(list.data, services.clock.now()), language);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Meses de campaña`}</Title>
          <Text c="dimmed" size="sm">
            {t`Un mes bloqueado no admite cambios en las fotos de marketing de las farmacias.`}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Button onClick={() => addNext.mutate()} loading={addNext.isPending} disabled={list.data === undefined}>
            {t`Añadir siguiente mes`}
          </Button>
          {nextLabel !== undefined && (
            <Text size="xs" c="dimmed" data-testid="next-month">
              {t`Se añadirá ${nextLabel}`}
            </Text>
          )}
        </Stack>
      </Group>
      {list.isError ? (
        <LoadFailure title={i18n._(monthMessages.LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando meses…`}
          noRecordsText={t`No hay meses. Añade el primero con «Añadir siguiente mes».`}
          idAccessor="id"
          columns={[
            {
              accessor: 'monthYear',
              title: t`Mes`,
              sortable: true,
              render: (month) => (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500} tt="capitalize">
                    {label(month)}
                  </Text>
                  {month.monthYear === currentMonth && (
                    <Badge variant="light" size="sm">
                      {t`Mes actual`}
                    </Badge>
                  )}
                </Group>
              ),
            },
            {
              accessor: 'blocked',
              title: t`Estado`,
              sortable: true,
              render: (month) => {
                const name = label(month);
                return (
                  <Switch
                    checked={month.blocked}
                    onChange={() => confirmToggle(month)}
                    disabled={pending.has(month.id)}
                    label={month.blocked ? t`Bloqueado` : t`Abierto`}
                    aria-label={t`Bloqueo de ${name}`}
                    color="red"
                  />
                );
              },
            },
            {
              accessor: 'actions',
              title: t`Fotos de marketing`,
              textAlign: 'right',
              render: (month) => {
                const name = label(month);
                return (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => exportProducts(month)}
                    loading={exporting === month.id}
                    disabled={exporting !== undefined && exporting !== month.id}
                    aria-label={t`Exportar productos de ${name} (xlsx)`}
                  >
                    {t`Exportar productos`}
                  </Button>
                );
              },
            },
          ]}
        />
      )}
    </Stack>
  );
}
