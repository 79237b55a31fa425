import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Grid, Group, Loader, NumberInput, Paper, Radio, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createLazyRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  ORDER_COMMENT_MAX_LENGTH,
  allowedOrderStatuses,
  checkOrderForm,
  isFinished,
  isOrderServiceUnavailable,
  orderChangedSince,
  orderFormChanged,
  orderFormOf,
  parseOrderItems,
  sameOrderForm,
  type Order,
  type OrderForm,
  type OrderUpdate,
  type OrderUpdateProblem,
} from '@domain/orders';
import { activePharmacy } from '@domain/session';
import { formatDateTime, formatMoney, isApiError } from '@domain/shared-kernel';
import { useFormDraft } from '../shared/form-draft';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { notifyTitled } from '../shared/titled-notice';
import { useOneAtATime } from '../shared/use-one-at-a-time';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { useSaveOrder } from './express-order.mutations';
import { expressOrderQueries } from './express-order.queries';
import { orderMessages, orderServiceProblems, orderStatusColours, orderStatusLabels, orderUpdateProblems } from './order-messages';
import { DraftOffer } from '../shared/draft-offer';

export const ExpressOrderEditRoute = createLazyRoute('/app-h/pharmacy/express/$id')({ component: ExpressOrderEditPage });

const LIST_PATH = '/app-h/pharmacy/express';

/** Field errors in a red dark enough for 4.5:1 on white (Mantine's error red is lighter). */
const FIELD_STYLES = { error: { color: 'var(--mantine-color-red-9)' } };

/** The pharmacy the session acts for (the route's guard lets only such sessions in). */
function useEid(): number {
  const services = useUiServices();
  const session = services.session.current();
  return session === undefined ? 0 : (activePharmacy(session)?.eid ?? 0);
}

/** One express order (spec 3 §2 "Orders list and edit"): its details, then its status, price and comment. */
export function ExpressOrderEditPage() {
  const { id } = ExpressOrderEditRoute.useParams();
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const eid = useEid();
  const numericId = /^\d+$/.test(id) ? Number(id) : undefined;
  const order = useQuery({ ...expressOrderQueries.detail(services, eid, numericId ?? 0), enabled: numericId !== undefined });

  const backLink = (
    <Button size="xs" variant="default" renderRoot={(props) => <Link {...props} to={LIST_PATH} />}>
      {t`Volver a los pedidos`}
    </Button>
  );
  if (numericId === undefined || (order.isError && isApiError(order.error) && order.error.kind === 'not-found')) {
    return (
      <Stack gap="md">
        <Title order={1}>{t`Pedido`}</Title>
        <Alert color="yellow" role="alert" title={t`Pedido no encontrado`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t`La tienda online no tiene ningún pedido ${id}.`}</Text>
            {backLink}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (order.isPending) {
    return (
      <Group gap="xs" p="xl" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando el pedido…`}</Text>
      </Group>
    );
  }
  if (order.isError) {
    const unavailable = isOrderServiceUnavailable(order.error) ? order.error.problem : undefined;
    return (
      <Stack gap="md">
        <Title order={1}>{t`Pedido`}</Title>
        {unavailable === undefined ? (
          <LoadFailure title={i18n._(orderMessages.ORDER_FAILED)} error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching}>
            {backLink}
          </LoadFailure>
        ) : (
          <Alert color="yellow" role="alert" title={t`El pedido exprés no está disponible`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{i18n._(orderServiceProblems[unavailable])}</Text>
              {backLink}
            </Stack>
          </Alert>
        )}
      </Stack>
    );
  }
  return <OrderEditor key={`${order.data.id}:${order.data.updatedAt}`} eid={eid} initial={order.data} />;
}

const problemHint = (problem: OrderUpdateProblem, problems: readonly OrderUpdateProblem[], message: string): string | undefined => (problems.includes(problem) ? message : undefined);

function OrderEditor({ eid, initial }: { eid: number; initial: Order }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const describe = useErrorText();
  const [form, setForm] = useState<OrderForm>(() => orderFormOf(initial));
  const [problems, setProblems] = useState<readonly OrderUpdateProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const leaving = useRef(false);
  const dirty = orderFormChanged(initial, form);
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  });
  const blocker = useBlocker({ shouldBlockFn: () => dirtyRef.current && !leaving.current, withResolver: true, enableBeforeUnload: () => dirtyRef.current && !leaving.current });
  const draft = useFormDraft({
    formKey: `express-order:${eid}:${initial.id}`,
    userId: services.session.current()?.user.uid,
    value: form,
    dirty,
    initial: orderFormOf(initial),
    same: sameOrderForm,
    clock: services.clock,
  });
  const items = parseOrderItems(initial.orderItems);

  const update = (change: Partial<OrderForm>): void => {
    setForm((current) => ({ ...current, ...change }));
    setProblems((current) => current.filter((problem) => !(problem === 'PRICE_INVALID' && 'price' in change) && !(problem === 'COMMENT_TOO_LONG' && 'pharmacyComment' in change)));
  };

  const save = useSaveOrder(eid, initial, {
    onSaved: (change: OrderUpdate) => {
      draft.saved();
      leaving.current = true;
      notify({ color: 'green', message: i18n._(orderMessages.ORDER_SAVED) });
      void navigate({ to: LIST_PATH, search: isFinished(change.status) ? { completed: true } : {} });
    },
    onFailed: (error) => {
      // The session is over: the shell signs the user out; what was typed is kept as a draft.
      if (isApiError(error) && error.kind === 'session-expired') return;
      if (isOrderServiceUnavailable(error)) {
        notify({ color: 'red', message: i18n._(orderServiceProblems[error.problem]) });
        return;
      }
      // The shop's refusal says why; any other failure says what went wrong. The form keeps everything.
      const why = isApiError(error) && error.kind === 'server-message' ? (error.serverMessage ?? error.message) : describe(error);
      notifyTitled({ color: 'red', title: i18n._(orderMessages.ORDER_FAILED), message: why });
    },
  });

  const submit = async (): Promise<void> => {
    const checked = checkOrderForm(form);
    if (!checked.ok) {
      setProblems(checked.error);
      return;
    }
    // Whatever happens to the save, what the user typed is kept in this browser until it is saved.
    draft.keep(form);
    // Someone may have changed the order since it was loaded (a colleague, the shop): ask before overwriting.
    setChecking(true);
    const current = await services.expressOrders.get(eid, initial.id).catch(() => undefined);
    setChecking(false);
    if (current !== undefined && orderChangedSince(initial, current)) {
      openConfirm({
        title: t`El pedido ha cambiado`,
        children: (
          <Text size="sm">
            {t`El pedido se ha modificado desde que lo abriste (ahora está «${i18n._(orderStatusLabels[current.status])}», ${formatMoney(current.price)}). Si guardas, tus cambios sustituirán a los suyos.`}
          </Text>
        ),
        labels: { confirm: t`Guardar mis cambios`, cancel: t`Revisar` },
        onConfirm: () => save.mutate(checked.value),
      });
      return;
    }
    // Failures are told by the save's own callbacks.
    await save.mutateAsync(checked.value).catch(() => undefined);
  };
  const submitOnce = useOneAtATime(submit);
  const busy = checking || save.isPending || submitOnce.running;
  const finished = isFinished(form.status);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Pedido ${initial.orderId}`}</Title>
          <Text c="dimmed" size="sm">
            {initial.name}
          </Text>
        </div>
        <Anchor renderRoot={(props) => <Link {...props} to={LIST_PATH} search={isFinished(initial.status) ? { completed: true } : {}} />} size="sm">
          {t`Volver a los pedidos`}
        </Anchor>
      </Group>
      <DraftOffer draft={draft} title={t`Tienes cambios sin guardar en este pedido`} onRestore={setForm} />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t`Datos del pedido`}
        </Title>
        <Grid gap="sm">
          <Detail label={t`Cliente`}>{initial.name}</Detail>
          <Detail label={t`Email`}>{initial.email === '' ? '—' : <Anchor href={`mailto:${initial.email}`}>{initial.email}</Anchor>}</Detail>
          <Detail label={t`Fecha del pedido`}>{formatDateTime(initial.createdAt)}</Detail>
          <Detail label={t`Última modificación`}>{formatDateTime(initial.updatedAt)}</Detail>
          <Detail label={t`Estado en la tienda`}>{initial.statusWord || i18n._(orderStatusLabels[initial.status])}</Detail>
          <Detail label={t`Importe`}>{formatMoney(initial.price)}</Detail>
        </Grid>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t`Artículos`}
        </Title>
        {items.invalid && (
          <Alert color="yellow" mb="sm" title={t`Parte de los artículos no se puede leer`}>
            <Text size="sm">{t`La tienda ha enviado artículos de este pedido en un formato incorrecto; se muestran los que se han podido leer. Consulta el pedido completo en la tienda online.`}</Text>
          </Alert>
        )}
        {items.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`El pedido no tiene artículos que mostrar.`}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Artículo`}</Table.Th>
                  <Table.Th ta="right">{t`Cantidad`}</Table.Th>
                  <Table.Th ta="right">{t`Precio`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.items.map((item, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td ta="right">{item.quantity ?? '—'}</Table.Td>
                    <Table.Td ta="right">{item.price === undefined ? '—' : formatMoney(item.price)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t`Gestión del pedido`}
          </Title>
          <Radio.Group label={t`Estado`} value={form.status} onChange={(value) => update({ status: value })}>
            <Group mt={6}>
              {allowedOrderStatuses(initial.status).map((status) => (
                <Radio key={status} value={status} label={i18n._(orderStatusLabels[status])} />
              ))}
            </Group>
          </Radio.Group>
          <Group gap="xs">
            <Text size="sm">{t`Finalizado:`}</Text>
            <Badge variant="filled" color={orderStatusColours[form.status]}>
              {finished ? t`Sí` : t`No`}
            </Badge>
            <Text size="xs" c="dimmed">
              {t`Los pedidos completados y cancelados pasan a los pedidos finalizados.`}
            </Text>
          </Group>
          <NumberInput
            label={t`Importe (€)`}
            value={form.price}
            onChange={(value) => update({ price: typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value.replace(',', '.')) })}
            min={0}
            max={99_999.99}
            decimalScale={2}
            fixedDecimalScale
            decimalSeparator=","
            thousandSeparator="."
            allowNegative={false}
            w={200}
            error={problemHint('PRICE_INVALID', problems, i18n._(orderUpdateProblems.PRICE_INVALID))}
            styles={FIELD_STYLES}
          />
          <Textarea
            label={t`Comentario de la farmacia`}
            description={t`${form.pharmacyComment.length} de ${ORDER_COMMENT_MAX_LENGTH} caracteres`}
            autosize
            minRows={3}
            maxRows={8}
            value={form.pharmacyComment}
            onChange={(event) => update({ pharmacyComment: event.currentTarget.value })}
            error={problemHint('COMMENT_TOO_LONG', problems, i18n._(orderUpdateProblems.COMMENT_TOO_LONG))}
            styles={FIELD_STYLES}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }}>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate({ to: LIST_PATH })} disabled={busy}>
            {t`Cancelar`}
          </Button>
          <Button onClick={() => submitOnce.run()} loading={busy}>
            {t`Guardar pedido`}
          </Button>
        </Group>
      </Paper>
      <UnsavedChangesModal blocker={blocker} message={t`Has hecho cambios en el pedido que no se han guardado. ¿Quieres salir y descartarlos?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}

/** One labelled value of the order's details. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Grid.Col>
  );
}
