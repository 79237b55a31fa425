import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Stack, Switch, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  DEFAULT_ORDER_SORT,
  ORDER_SORT_COLUMNS,
  canDeleteOrder,
  isOrderServiceUnavailable,
  orderItemsSummary,
  orderListFileName,
  parseOrderItems,
  searchOrders,
  sortOrders,
  type Order,
} from '@domain/orders';
import { activePharmacy } from '@domain/session';
import { formatDateTime, formatMoney, isApiError } from '@domain/shared-kernel';
import { downloadCsv } from '../shared/download';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { orderMessages, orderServiceProblems, orderStatusColours, orderStatusLabels } from './order-messages';
import { useDeleteOrder } from './express-order.mutations';
import { expressOrderQueries } from './express-order.queries';

const LIST_PATH = '/app-h/pharmacy/express';

export const ExpressOrderListRoute = createLazyRoute(LIST_PATH)({ component: ExpressOrderListPage });

/** The filter of the table: the search over the orders of the list shown (the toggle picks the list). */
const filterOrders = (orders: readonly Order[], search: string): readonly Order[] => searchOrders(orders, search);

/**
 * The express orders of the pharmacy's online shop (spec 3 §2 "Orders list and edit"): the unfinished
 * orders, or the finished ones with the completed-orders toggle; search, sort and page in the address;
 * refresh; CSV export of what the search finds; delete after a confirmation (the order is cancelled in
 * the shop, ADR 21); a clear message when the pharmacy's service is not configured or disabled.
 */
export function ExpressOrderListPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: LIST_PATH });
  const search = ExpressOrderListRoute.useSearch();
  const showFinished = search.completed === true;
  const session = services.session.current();
  const eid = session === undefined ? 0 : (activePharmacy(session)?.eid ?? 0);
  const list = useQuery(expressOrderQueries.list(services, eid, showFinished));
  const describe = useErrorText();

  const { deleteOrder, deleting } = useDeleteOrder(eid, {
    onDeleted: (order) => notify({ color: 'green', message: t`Pedido ${order.orderId} eliminado: queda cancelado en la tienda online.` }),
    onFailed: (error) => {
      if (isOrderServiceUnavailable(error)) notify({ color: 'red', message: i18n._(orderServiceProblems[error.problem]) });
      else notifyTitled({ color: 'red', title: i18n._(orderMessages.ORDER_FAILED), message: isApiError(error) && error.kind === 'server-message' ? (error.serverMessage ?? error.message) : describe(error) });
    },
  });

  const confirmDelete = (order: Order) =>
    openConfirm({
      title: t`Eliminar pedido`,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t`La tienda online no borra pedidos: el pedido se cancelará en la tienda y pasará a los pedidos finalizados. ¿Quieres continuar?`}</Text>
          <Text size="sm" fw={600}>
            {t`Pedido ${order.orderId} · ${order.name}`}
          </Text>
        </Stack>
      ),
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteOrder(order),
    });

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: LIST_PATH,
    sort: { columns: ORDER_SORT_COLUMNS, fallback: DEFAULT_ORDER_SORT },
    source: { kind: 'local', records: list.data, loading: list.isLoading, sort: sortOrders, filter: filterOrders },
  });
  const rows = table.rows ?? [];

  const exportCsv = () => {
    downloadCsv(
      orderListFileName(services.clock.now(), showFinished),
      [t`Pedido`, t`Fecha`, t`Cliente`, t`Email`, t`Artículos`, t`Importe`, t`Estado`, t`Finalizado`, t`Comentario de la farmacia`],
      rows.map((order) => [
        order.orderId,
        formatDateTime(order.createdAt),
        order.name,
        order.email,
        orderItemsSummary(parseOrderItems(order.orderItems)),
        formatMoney(order.price),
        i18n._(orderStatusLabels[order.status]),
        showFinished ? t`Sí` : t`No`,
        order.pharmacyComment,
      ]),
    );
    notify({ color: 'green', message: t`Exportados ${rows.length} pedidos.` });
  };

  const columns = useMemo(
    () => [
      {
        accessor: 'orderId' as const,
        title: t`Pedido`,
        sortable: true,
        render: (order: Order) => (
          <Anchor renderRoot={(props) => <Link {...props} to="/app-h/pharmacy/express/$id" params={{ id: String(order.id) }} />} fw={600} size="sm" aria-label={t`Abrir el pedido ${order.orderId}`}>
            {order.orderId}
          </Anchor>
        ),
      },
      { accessor: 'createdAt' as const, title: t`Fecha`, sortable: true, render: (order: Order) => formatDateTime(order.createdAt) },
      {
        accessor: 'name' as const,
        title: t`Cliente`,
        sortable: true,
        render: (order: Order) => (
          <div>
            <Text size="sm">{order.name}</Text>
            <Text size="xs" c="dimmed">
              {order.email}
            </Text>
          </div>
        ),
      },
      {
        accessor: 'orderItems' as const,
        title: t`Artículos`,
        render: (order: Order) => (
          <Text size="sm" lineClamp={2} maw={320}>
            {orderItemsSummary(parseOrderItems(order.orderItems)) || '—'}
          </Text>
        ),
      },
      { accessor: 'price' as const, title: t`Importe`, sortable: true, textAlign: 'right' as const, render: (order: Order) => formatMoney(order.price) },
      {
        accessor: 'status' as const,
        title: t`Estado`,
        sortable: true,
        render: (order: Order) => (
          <Badge variant="filled" color={orderStatusColours[order.status]}>
            {i18n._(orderStatusLabels[order.status])}
          </Badge>
        ),
      },
      {
        accessor: 'actions' as const,
        title: t`Acciones`,
        textAlign: 'right' as const,
        render: (order: Order) => (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button size="compact-sm" variant="light" renderRoot={(props) => <Link {...props} to="/app-h/pharmacy/express/$id" params={{ id: String(order.id) }} />} aria-label={t`Editar el pedido ${order.orderId}`}>
              {t`Editar`}
            </Button>
            {canDeleteOrder(order) && (
              <Tooltip label={t`Eliminar`}>
                <ActionIcon variant="light" color="red" size="md" onClick={() => confirmDelete(order)} loading={deleting === order.id} aria-label={t`Eliminar el pedido ${order.orderId}`}>
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
      },
    ],
    // confirmDelete only reads the current render's deleteOrder; the columns change with the language and the row in flight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, deleting],
  );

  const unavailable = list.isError && isOrderServiceUnavailable(list.error) ? list.error.problem : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Pedido exprés`}</Title>
          <Text c="dimmed" size="sm">
            {list.data === undefined || !table.loaded ? ' ' : showFinished ? t`${table.total} de ${list.data.length} pedidos finalizados` : t`${table.total} de ${list.data.length} pedidos en curso`}
          </Text>
        </div>
        <Group align="flex-end">
          <TextInput
            label={t`Buscar`}
            placeholder={t`Pedido, cliente, email, artículo…`}
            value={table.searchBox.value}
            onChange={(event) => table.searchBox.change(event.currentTarget.value)}
            w={280}
            type="search"
          />
          <Switch
            label={t`Ver pedidos completados`}
            checked={showFinished}
            onChange={(event) => void navigate({ search: (previous) => ({ ...previous, completed: event.currentTarget.checked ? true : undefined, page: undefined }) })}
            mb={8}
          />
          <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching && !list.isLoading}>
            {t`Actualizar`}
          </Button>
          <Button variant="default" onClick={exportCsv} disabled={list.data === undefined || rows.length === 0}>
            {t`Exportar CSV`}
          </Button>
        </Group>
      </Group>
      {unavailable !== undefined ? (
        <Alert color="yellow" role="alert" title={t`El pedido exprés no está disponible`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{i18n._(orderServiceProblems[unavailable])}</Text>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => void list.refetch()} loading={list.isFetching}>
                {t`Reintentar`}
              </Button>
              <Button size="xs" variant="default" renderRoot={(props) => <Link {...props} to="/app-h/dashboard" />}>
                {t`Volver al escritorio`}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : list.isError ? (
        <LoadFailure title={i18n._(orderMessages.LIST_LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando pedidos…`}
          noRecordsText={table.search ? t`Ningún pedido coincide con la búsqueda.` : showFinished ? t`No hay pedidos finalizados.` : t`No hay pedidos en curso. Los nuevos pedidos de la tienda online aparecerán aquí.`}
          idAccessor="id"
          columns={columns}
        />
      )}
    </Stack>
  );
}
