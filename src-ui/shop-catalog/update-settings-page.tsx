import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Checkbox, Group, Loader, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { formatInstantDateTime, isApiError } from '@domain/shared-kernel';
import {
  SECRET_TOKEN_KEYS,
  SHOP_COLOR_KEYS,
  SHOP_PLUGINS,
  SHOP_TOKEN_KEYS,
  lastSyncs,
  shopSettingsErrors,
  shopSettingsUpdate,
  type ShopSettings,
  type SyncRecord,
  type SyncSettings,
} from '@domain/shop-catalog';
import { pluginUpdateOutcome, pluginUpdatedMessage } from '@domain/web';
import { ChartFigure, type ChartData } from '../shared/charts';
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { SectionContent, SettingsSection } from './settings-section';
import { pluginMessages, settingsFieldMessages, settingsMessages } from './shop-catalog-messages';
import { shopCatalogQueries } from './shop-catalog.queries';

const PATH = '/app-h/backoffice/update-settings';

export const UpdateSettingsRoute = createLazyRoute(PATH)({ component: UpdateSettingsPage });

/** A failure's words: the server's own message when it sent one. */
function useReason(): (error: Error) => string {
  const describe = useErrorText();
  return (error) => (isApiError(error) && error.kind === 'server-message' ? (error.serverMessage ?? error.message) : describe(error));
}

/** The unsaved parts of the screen, for the question before leaving it. */
interface Dirt {
  settings: boolean;
  sync: boolean;
}

/**
 * The shop settings (spec 3 §2 "Update-settings screen", §7): for the domain in the address, the
 * shop's tokens and colours, its sync settings, a forced sync, a plugin update and the chart of its
 * last 20 syncs (spec 3 §9) with their table.
 */
export function UpdateSettingsPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const navigate = useNavigate({ from: PATH });
  const search = UpdateSettingsRoute.useSearch();
  const domains = useQuery(shopCatalogQueries.domains(services));
  const domain = search.domain;
  const dirt = useRef<Dirt>({ settings: false, sync: false });
  const leaving = useRef(false);
  const isDirty = () => (dirt.current.settings || dirt.current.sync) && !leaving.current;
  const blocker = useBlocker({ shouldBlockFn: isDirty, withResolver: true, enableBeforeUnload: isDirty });

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t`Ajustes de tienda`}</Title>
        <Text c="dimmed" size="sm">
          {t`Tokens, colores y sincronización de la tienda online de una farmacia.`}
        </Text>
      </div>
      <Group align="flex-end">
        <Select
          label={t`Dominio de la tienda`}
          placeholder={t`Elige un dominio`}
          data={[...(domains.data ?? [])]}
          value={domain ?? null}
          onChange={(value) => void navigate({ search: { domain: value ?? undefined } })}
          searchable
          w={360}
          nothingFoundMessage={t`Ningún dominio coincide`}
        />
        {domains.isPending && <Loader size="sm" aria-label={t`Cargando dominios…`} />}
      </Group>
      {domains.isError && <LoadFailure title={i18n._(settingsMessages.DOMAINS_FAILED)} error={domains.error} onRetry={() => void domains.refetch()} retrying={domains.isFetching} />}
      {domain === undefined ? (
        <Text size="sm" c="dimmed">
          {t`Elige el dominio de una tienda para ver y cambiar sus ajustes.`}
        </Text>
      ) : (
        <Stack gap="md" key={domain}>
          <TokensSection domain={domain} onDirty={(value) => (dirt.current.settings = value)} />
          <SyncSection domain={domain} onDirty={(value) => (dirt.current.sync = value)} />
          <PluginSection domain={domain} />
          <HistorySection domain={domain} />
        </Stack>
      )}
      <UnsavedChangesModal
        blocker={blocker}
        message={t`Has cambiado ajustes de la tienda que no se han guardado. ¿Quieres salir y descartarlos?`}
        onDiscard={() => {
          dirt.current = { settings: false, sync: false };
        }}
      />
    </Stack>
  );
}

/** What of the settings form is kept as a draft in this browser: everything but the secret tokens. */
const withoutSecrets = (settings: ShopSettings): ShopSettings => ({ ...settings, tokens: { ...settings.tokens, ...Object.fromEntries(SECRET_TOKEN_KEYS.map((key) => [key, ''])) } });
const sameSettings = (a: ShopSettings, b: ShopSettings): boolean => JSON.stringify(withoutSecrets(a)) === JSON.stringify(withoutSecrets(b));

function TokensSection({ domain, onDirty }: { readonly domain: string; readonly onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const settings = useQuery(shopCatalogQueries.settings(services, domain));
  return (
    <SettingsSection id="shop-tokens" title={t`Tokens y colores`}>
      <SectionContent query={settings} loading={t`Cargando los tokens…`} failure={i18n._(settingsMessages.SETTINGS_LOAD_FAILED)}>
        {(loaded) => <SettingsForm domain={domain} loaded={loaded} onDirty={onDirty} />}
      </SectionContent>
    </SettingsSection>
  );
}

function SettingsForm({ domain, loaded, onDirty }: { readonly domain: string; readonly loaded: ShopSettings; readonly onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const queryClient = useQueryClient();
  const reason = useReason();
  const [form, setForm] = useState<ShopSettings>(loaded);
  const [base, setBase] = useState<ShopSettings>(loaded);
  const [dirty, setDirty] = useState(false);
  const draftValue = useMemo(() => withoutSecrets(form), [form]);
  const draft = useFormDraft({ formKey: `shop-settings:${domain}`, userId: services.session.current()?.user.uid, value: draftValue, dirty, initial: withoutSecrets(loaded), same: sameSettings, clock: services.clock });
  const touch = () => {
    onDirty(true);
    setDirty(true);
  };
  const errors = shopSettingsErrors(form);
  const save = useGuardedMutation({
    mutationFn: (next: ShopSettings) => services.shopCatalog.updateSettings(shopSettingsUpdate(domain, base, next)),
    onSuccess: (_done, next) => {
      draft.saved();
      onDirty(false);
      setDirty(false);
      setBase(next);
      void queryClient.invalidateQueries({ queryKey: shopCatalogQueries.settings(services, domain).queryKey });
      notify({ color: 'green', message: i18n._(settingsMessages.SETTINGS_SAVED) });
    },
    onError: (error) => notifyTitled({ color: 'red', title: i18n._(settingsMessages.SETTINGS_SAVE_FAILED), message: reason(error) }),
  });
  const tokenLabel: Record<(typeof SHOP_TOKEN_KEYS)[number], string> = {
    WC_CONSUMER_KEY: t`Clave de consumidor de WooCommerce`,
    WC_CONSUMER_SECRET: t`Secreto de consumidor de WooCommerce`,
    STRIPE_PUBLIC_KEY: t`Clave pública de Stripe`,
    STRIPE_SECRET_KEY: t`Clave secreta de Stripe`,
    RECAPTCHA_KEY: t`Clave de reCAPTCHA`,
  };
  const colorLabel: Record<(typeof SHOP_COLOR_KEYS)[number], string> = { PRIMARY_COLOR: t`Color principal`, SECONDARY_COLOR: t`Color secundario`, TEXT_COLOR: t`Color del texto` };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (Object.keys(errors).length > 0) {
          notify({ color: 'red', message: t`Revisa los campos marcados: los ajustes no se han guardado.` });
          return;
        }
        draft.keep(draftValue);
        save.mutate(form);
      }}
    >
      <Stack gap="sm">
        <DraftOffer
          draft={draft}
          title={t`Tienes cambios sin guardar en los ajustes de esta tienda`}
          onRestore={(value) => {
            touch();
            setForm((current) => ({ colors: value.colors, tokens: { ...value.tokens, ...Object.fromEntries(SECRET_TOKEN_KEYS.map((key) => [key, current.tokens[key]])) } }));
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {SHOP_TOKEN_KEYS.map((key) => {
            const Input = SECRET_TOKEN_KEYS.includes(key) ? PasswordInput : TextInput;
            const error = errors[key];
            return (
              <Input
                key={key}
                label={tokenLabel[key]}
                value={form.tokens[key]}
                autoComplete="off"
                spellCheck={false}
                error={error === undefined ? undefined : i18n._(settingsFieldMessages[error])}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  touch();
                  setForm((current) => ({ ...current, tokens: { ...current.tokens, [key]: value } }));
                }}
              />
            );
          })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {SHOP_COLOR_KEYS.map((key) => {
            const error = errors[key];
            return (
              <TextInput
                key={key}
                label={colorLabel[key]}
                value={form.colors[key]}
                leftSection={<Box aria-hidden w={16} h={16} style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-5)', background: error === undefined ? form.colors[key] : 'transparent' }} />}
                error={error === undefined ? undefined : i18n._(settingsFieldMessages[error])}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  touch();
                  setForm((current) => ({ ...current, colors: { ...current.colors, [key]: value } }));
                }}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<icons.save size={16} aria-hidden />} loading={save.isPending}>
            {t`Guardar tokens y colores`}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

function SyncSection({ domain, onDirty }: { readonly domain: string; readonly onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const sync = useQuery(shopCatalogQueries.syncSettings(services, domain));
  return (
    <SettingsSection id="shop-sync" title={t`Sincronización`}>
      <SectionContent query={sync} loading={t`Cargando la sincronización…`} failure={i18n._(settingsMessages.SYNC_SETTINGS_LOAD_FAILED)}>
        {(loaded) => <SyncForm domain={domain} loaded={loaded} onDirty={onDirty} />}
      </SectionContent>
    </SettingsSection>
  );
}

function SyncForm({ domain, loaded, onDirty }: { readonly domain: string; readonly loaded: SyncSettings; readonly onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const queryClient = useQueryClient();
  const reason = useReason();
  const [form, setForm] = useState<SyncSettings>(loaded);
  const update = (change: Partial<SyncSettings>) => {
    onDirty(true);
    setForm((current) => ({ ...current, ...change }));
  };
  const save = useGuardedMutation({
    mutationFn: (settings: SyncSettings) => services.shopCatalog.updateSyncSettings(domain, settings),
    onSuccess: () => {
      onDirty(false);
      void queryClient.invalidateQueries({ queryKey: shopCatalogQueries.syncSettings(services, domain).queryKey });
      notify({ color: 'green', message: i18n._(settingsMessages.SYNC_SETTINGS_SAVED) });
    },
    onError: (error) => notifyTitled({ color: 'red', title: i18n._(settingsMessages.SYNC_SETTINGS_SAVE_FAILED), message: reason(error) }),
  });
  const force = useGuardedMutation({
    mutationFn: (settings: SyncSettings) => services.shopCatalog.forceSync(domain, settings),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopCatalogQueries.syncHistory(services, domain).queryKey });
      notify({ color: 'green', message: i18n._(settingsMessages.FORCE_SYNC_QUEUED) });
    },
    onError: (error) => notifyTitled({ color: 'red', title: i18n._(settingsMessages.FORCE_SYNC_FAILED), message: reason(error) }),
  });
  return (
    <Stack gap="sm">
      <Switch label={t`Sincronización automática activa`} checked={form.active} onChange={(event) => update({ active: event.currentTarget.checked })} />
      <Group gap="lg">
        <Checkbox label={t`Con EC`} checked={form.withEc} onChange={(event) => update({ withEc: event.currentTarget.checked })} />
        <Checkbox label={t`Subir productos sin stock`} checked={form.zeroStockUpload} onChange={(event) => update({ zeroStockUpload: event.currentTarget.checked })} />
        <Checkbox label={t`Subir medicamentos`} checked={form.medicalUpload} onChange={(event) => update({ medicalUpload: event.currentTarget.checked })} />
        <Checkbox label={t`Códigos internos`} checked={form.internalCodes} onChange={(event) => update({ internalCodes: event.currentTarget.checked })} />
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="light"
          leftSection={<icons.sync size={16} aria-hidden />}
          loading={force.isPending}
          onClick={() =>
            openConfirm({
              title: t`Forzar sincronización`,
              children: <Text size="sm">{t`La tienda ${domain} se sincronizará ahora con las opciones marcadas.`}</Text>,
              labels: { confirm: t`Sincronizar ahora`, cancel: t`Volver` },
              onConfirm: () => force.mutate(form),
            })
          }
        >
          {t`Forzar sincronización`}
        </Button>
        <Button leftSection={<icons.save size={16} aria-hidden />} loading={save.isPending} onClick={() => save.mutate(form)}>
          {t`Guardar sincronización`}
        </Button>
      </Group>
    </Stack>
  );
}

function PluginSection({ domain }: { readonly domain: string }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const [plugin, setPlugin] = useState<string>(SHOP_PLUGINS[0]);
  const update = useGuardedMutation({
    mutationFn: (name: string) => services.shopCatalog.updatePlugin(domain, name),
    onSuccess: (answer) => {
      const outcome = pluginUpdateOutcome(answer.oldVersion, answer.newVersion);
      if (outcome === 'UPDATED') notify({ color: 'green', message: pluginUpdatedMessage(answer.plugin, answer.oldVersion, answer.newVersion) });
      else if (outcome === 'NOTHING_CHANGED') notify({ color: 'yellow', message: t`${i18n._(pluginMessages.NOTHING_CHANGED)}: ${answer.plugin} ${answer.oldVersion}` });
      else notify({ color: 'red', message: i18n._(pluginMessages.UPDATE_NOT_DONE) });
    },
    onError: () => notify({ color: 'red', message: i18n._(pluginMessages.UPDATE_FAILED) }),
  });
  return (
    <SettingsSection id="shop-plugin" title={t`Plugin de la tienda`}>
      <Group align="flex-end" gap="sm">
        <Select label={t`Plugin`} data={[...SHOP_PLUGINS]} value={plugin} onChange={(value) => setPlugin(value ?? SHOP_PLUGINS[0])} allowDeselect={false} w={260} />
        <Button leftSection={<icons.upload size={16} aria-hidden />} loading={update.isPending} onClick={() => update.mutate(plugin)}>
          {t`Actualizar plugin`}
        </Button>
      </Group>
    </SettingsSection>
  );
}

/** The chart of the last 20 syncs: the products each published. */
function historyChart(history: readonly SyncRecord[], series: string, locale: string): ChartData {
  const shown = lastSyncs(history);
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'es-ES', { maximumFractionDigits: 0 });
  return {
    kind: 'bar',
    categories: shown.map((sync) => formatInstantDateTime(sync.at)),
    series: [{ name: series, values: shown.map((sync) => sync.published) }],
    format: (value) => number.format(value),
  };
}

function HistorySection({ domain }: { readonly domain: string }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const history = useQuery(shopCatalogQueries.syncHistory(services, domain));
  const series = t`Productos publicados`;
  const chart = useMemo(() => (history.data === undefined ? undefined : historyChart(history.data, series, i18n.locale)), [history.data, series, i18n.locale]);
  return (
    <SettingsSection id="shop-history" title={t`Historial de sincronizaciones`} plain>
      <SectionContent query={history} loading={t`Cargando el historial…`} failure={i18n._(settingsMessages.SYNC_HISTORY_FAILED)}>
        {() =>
          chart === undefined || chart.categories.length === 0 ? (
            <Alert color="gray">{t`Esta tienda aún no se ha sincronizado.`}</Alert>
          ) : (
            <ChartFigure title={t`Últimas ${chart.categories.length} sincronizaciones de ${domain}`} description={t`Productos publicados en cada sincronización`} data={chart} />
          )
        }
      </SectionContent>
    </SettingsSection>
  );
}
