import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState } from 'react';
import { EMPTY_EXPORT_FORM, EXPORT_OUTPUT_TYPES, SHOP_WEB_TYPES, exportRequestOf, type ExportForm, type ExportFormError } from '@domain/shop-catalog';
import { cleanDomain, isValidDomain, type ProductExportRequest } from '@domain/web';
import { isApiError } from '@domain/shared-kernel';
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { exportFormMessages, exportMessages, settingsMessages } from './shop-catalog-messages';
import { shopCatalogQueries } from './shop-catalog.queries';

export const ExportProductsRoute = createLazyRoute('/app-h/backoffice/export-products')({ component: ExportProductsPage });

const sameForm = (a: ExportForm, b: ExportForm): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The export request form (spec 3 §2, §3 "Export request", §7 export_products): the shop's domain,
 * cleaned of protocol and trailing slash and checked ('Por favor, comprueba que el dominio introducido
 * sea válido.'); a known domain brings its web type and eid (GET web_type); the output type, the
 * database and the options. What is typed is kept in this browser until the request is queued.
 */
export function ExportProductsPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const address = ExportProductsRoute.useSearch();
  const describe = useErrorText();
  const listId = useId();
  const start = useMemo(() => (address.domain === undefined ? EMPTY_EXPORT_FORM : { ...EMPTY_EXPORT_FORM, domain: address.domain }), [address.domain]);
  const [form, setForm] = useState<ExportForm>(start);
  const [attempted, setAttempted] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const dirty = useRef(false);
  const leaving = useRef(false);
  const domains = useQuery(shopCatalogQueries.domains(services));
  const cleaned = cleanDomain(form.domain);
  const lookup = domains.data?.includes(cleaned) === true ? cleaned : undefined;
  const webType = useQuery({ ...shopCatalogQueries.webType(services, lookup ?? ''), enabled: lookup !== undefined });

  const blocker = useBlocker({ shouldBlockFn: () => dirty.current && !leaving.current, withResolver: true, enableBeforeUnload: () => dirty.current && !leaving.current });
  const draft = useFormDraft({ formKey: 'shop-catalog:export', userId: services.session.current()?.user.uid, value: form, dirty: isDirty, initial: start, same: sameForm, clock: services.clock });
  const update = (change: Partial<ExportForm>): void => {
    dirty.current = true;
    setDirty(true);
    setForm((current) => ({ ...current, ...change }));
  };

  // A known domain fills the web type and the eid the server gives for it, where they are empty.
  const filled = webType.data;
  const effective = useMemo(
    (): ExportForm =>
      filled === undefined
        ? form
        : { ...form, webType: form.webType === '' ? filled.type : form.webType, eid: form.eid === '' && filled.eid !== undefined ? String(filled.eid) : form.eid },
    [form, filled],
  );

  const send = useGuardedMutation({
    mutationFn: (request: ProductExportRequest) => services.shopCatalog.exportProducts(request),
    onSuccess: (_done, request) => {
      draft.saved();
      leaving.current = true;
      notify({ color: 'green', message: i18n._(exportMessages.EXPORT_QUEUED) });
      void queryClient.invalidateQueries({ queryKey: shopCatalogQueries.exports(services).queryKey });
      void navigate({ to: '/app-h/backoffice/export-products-results', search: { domain: request.domain } });
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'session-expired') return;
      notifyTitled({ color: 'red', title: i18n._(exportMessages.EXPORT_FAILED), message: isApiError(error) && error.kind === 'server-message' ? (error.serverMessage ?? error.message) : describe(error) });
    },
  });

  const checked = exportRequestOf(effective);
  const errors: Partial<Record<keyof ExportForm, ExportFormError>> = checked.ok ? {} : checked.error;
  const shown = (field: keyof ExportForm, always = false): string | undefined => {
    const error = errors[field];
    return error !== undefined && (attempted || always) ? i18n._(exportFormMessages[error]) : undefined;
  };
  const [domainLeft, setDomainLeft] = useState(false);

  const submit = () => {
    setAttempted(true);
    if (!checked.ok) {
      if (checked.error.domain !== undefined) notify({ color: 'red', message: i18n._(exportMessages.INVALID_DOMAIN) });
      else notify({ color: 'red', message: t`Revisa los campos marcados: la exportación no se ha pedido.` });
      return;
    }
    draft.keep(effective);
    send.mutate(checked.value);
  };

  const webTypes = [...new Set([...SHOP_WEB_TYPES, ...(effective.webType === '' ? [] : [effective.webType])])];

  return (
    <Stack gap="md" maw={900}>
      <div>
        <Title order={1}>{t`Exportar productos`}</Title>
        <Text c="dimmed" size="sm">
          {t`La petición se añade a la cola; sigue su avance en los resultados de exportación.`}
        </Text>
      </div>
      <DraftOffer
        draft={draft}
        title={t`Tienes una exportación sin enviar`}
        onRestore={(value) => {
          dirty.current = true;
          setDirty(true);
          setForm(value);
        }}
      />
      {domains.isError && (
        <Alert color="yellow" title={i18n._(settingsMessages.DOMAINS_FAILED)}>
          <Group justify="space-between">
            <Text size="sm">{t`Puedes escribir el dominio igualmente.`}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void domains.refetch()} loading={domains.isFetching}>
              {t`Reintentar`}
            </Button>
          </Group>
        </Alert>
      )}
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t`Dominio de la tienda`}
            description={t`Sin https:// ni barra final; se quitan solos.`}
            placeholder="farmacia-ejemplo.es"
            required
            value={form.domain}
            list={listId}
            autoComplete="off"
            onChange={(event) => update({ domain: event.currentTarget.value })}
            onBlur={() => {
              setDomainLeft(true);
              if (cleaned !== form.domain) update({ domain: cleaned });
            }}
            error={shown('domain', domainLeft && form.domain.trim() !== '')}
            rightSection={webType.isFetching ? <icons.sync size={14} aria-hidden /> : undefined}
          />
          <datalist id={listId}>
            {(domains.data ?? []).map((domain) => (
              <option key={domain} value={domain} />
            ))}
          </datalist>
          {webType.isError && (
            <Text size="sm" c="orange.9" role="status">
              {i18n._(settingsMessages.WEB_TYPE_FAILED)} {describe(webType.error)}
            </Text>
          )}
          {lookup === undefined && isValidDomain(cleaned) && domains.isSuccess && (
            <Text size="sm" c="dimmed">
              {t`Este dominio no está entre las tiendas conocidas: indica el tipo de web y el eid.`}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select label={t`Tipo de salida`} data={[...EXPORT_OUTPUT_TYPES]} value={form.outputType} onChange={(value) => update({ outputType: value ?? EMPTY_EXPORT_FORM.outputType })} allowDeselect={false} required />
            <Select label={t`Tipo de web`} data={webTypes} value={effective.webType === '' ? null : effective.webType} onChange={(value) => update({ webType: value ?? '' })} error={shown('webType')} required />
            <TextInput label={t`Eid de la farmacia`} inputMode="numeric" value={effective.eid} onChange={(event) => update({ eid: event.currentTarget.value })} error={shown('eid')} required />
            <TextInput label={t`Base de datos`} value={form.dbName} onChange={(event) => update({ dbName: event.currentTarget.value })} error={shown('dbName')} required />
            <TextInput label={t`Prefijo de las tablas`} value={form.dbPrefix} onChange={(event) => update({ dbPrefix: event.currentTarget.value })} error={shown('dbPrefix')} required />
            <TextInput label={t`Etiquetas`} description={t`Separadas por comas`} value={form.tags} onChange={(event) => update({ tags: event.currentTarget.value })} />
          </SimpleGrid>
          <Group gap="lg">
            <Checkbox label={t`Importar imágenes`} checked={form.importImages} onChange={(event) => update({ importImages: event.currentTarget.checked })} />
            <Checkbox label={t`Importar categorías`} checked={form.importCategories} onChange={(event) => update({ importCategories: event.currentTarget.checked })} />
            <Checkbox label={t`Solo creados por el usuario`} checked={form.onlyCreatedByUser} onChange={(event) => update({ onlyCreatedByUser: event.currentTarget.checked })} />
            <Checkbox label={t`Solo publicados`} checked={form.onlyPublished} onChange={(event) => update({ onlyPublished: event.currentTarget.checked })} />
          </Group>
          <Group justify="space-between" mt="sm">
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/app-h/backoffice/export-products-results" />}>
              {t`Ver resultados`}
            </Button>
            <Button type="submit" leftSection={<icons.upload size={16} aria-hidden />} loading={send.isPending}>
              {t`Pedir exportación`}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <UnsavedChangesModal blocker={blocker} message={t`Has rellenado una exportación que no se ha pedido. ¿Quieres salir y descartarla?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}
