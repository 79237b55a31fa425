import { useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { CONFIG_SECTIONS, betaPanelPath, isLegacyConfigurationEnabled, legacyConfigurationPath, type ConfigSection } from '@domain/pharmacy-config';
import { executionModeQuery } from '../shell/execution-mode';
import { LoadFailure } from '../shared/load-failure';
import { openConfirm } from '../shared/overlays';
import { useUiServices } from '../shared/ui-services-context';
import { MobileSection, ServicesSection } from './app-sections';
import { pharmacyConfigMessages, sectionLabels } from './pharmacy-config-messages';
import { pharmacyConfigQueries } from './pharmacy-config.queries';
import type { PharmacyConfigLauncherProps } from './pharmacy-config-props';
import { LandingSection, ProfileSection, TransactionalSection } from './settings-sections';
import { SignUpSection } from './sign-up-section';

/**
 * The pharmacy configuration dialog (spec 3 §2 "Pharmacy configuration dialog"): the settings,
 * landing, transactional e-mails, mobile app, modular services and sign-up form as tabs, each saved on
 * its own; the link to the legacy back-office (production only) and to the beta panel. Its pharmacy
 * and tab are in the address. Closing with unsaved changes asks first (they stay as drafts either way
 * until discarded).
 */
export function PharmacyConfigDialog({ eid, name, tab, onTabChange, onClose }: PharmacyConfigLauncherProps & { readonly eid: number }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const settings = useQuery(pharmacyConfigQueries.settings(services, eid));
  const mobile = useQuery(pharmacyConfigQueries.mobile(services, eid));
  const modular = useQuery(pharmacyConfigQueries.services(services, eid));
  const mode = useQuery(executionModeQuery(services)).data ?? 'production';
  const legacyEnabled = isLegacyConfigurationEnabled(mode);
  const dirty = useRef(new Set<ConfigSection>());
  const [, setDirtyCount] = useState(0);
  const onDirtyChange = useCallback((section: ConfigSection, isDirty: boolean) => {
    if (isDirty) dirty.current.add(section);
    else dirty.current.delete(section);
    setDirtyCount(dirty.current.size);
  }, []);
  const pharmacyName = settings.data?.profile.commercialName || name || t`Farmacia ${eid}`;
  const active = tab ?? 'settings';

  const close = (): void => {
    if (dirty.current.size === 0) {
      onClose();
      return;
    }
    const sections = [...dirty.current].map((section) => i18n._(sectionLabels[section])).join(', ');
    openConfirm({
      title: t`Cambios sin guardar`,
      children: <Text size="sm">{t`Hay cambios sin guardar en: ${sections}. Se guardan en este navegador y se te ofrecerán al volver a abrir la configuración. ¿Quieres cerrarla?`}</Text>,
      labels: { confirm: t`Cerrar sin guardar`, cancel: t`Seguir editando` },
      onConfirm: onClose,
    });
  };

  let body: ReactNode;
  if (settings.isPending) {
    body = (
      <Group gap="xs" p="md" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando la configuración…`}</Text>
      </Group>
    );
  } else if (settings.isError) {
    body = (
      <LoadFailure title={i18n._(pharmacyConfigMessages.OPEN_FAILED)} error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching}>
        <Button size="xs" variant="default" onClick={onClose}>
          {t`Cerrar`}
        </Button>
      </LoadFailure>
    );
  } else {
    const common = { eid, pharmacyName, onDirtyChange };
    body = (
      <Tabs value={active} onChange={(value) => onTabChange(CONFIG_SECTIONS.find((section) => section === value) ?? 'settings')} keepMounted>
        <Tabs.List>
          {CONFIG_SECTIONS.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {i18n._(sectionLabels[section])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <ProfileSection key={`profile-${eid}`} {...common} settings={settings.data} />
        </Tabs.Panel>
        <Tabs.Panel value="landing" pt="md">
          <LandingSection key={`landing-${eid}`} {...common} settings={settings.data} />
        </Tabs.Panel>
        <Tabs.Panel value="transactional" pt="md">
          <TransactionalSection key={`transactional-${eid}`} {...common} settings={settings.data} />
        </Tabs.Panel>
        <Tabs.Panel value="mobile" pt="md">
          <Loaded result={mobile} loading={t`Cargando la app móvil…`}>
            {(data) => <MobileSection key={`mobile-${eid}`} {...common} data={data} />}
          </Loaded>
        </Tabs.Panel>
        <Tabs.Panel value="services" pt="md">
          <Loaded result={modular} loading={t`Cargando los servicios modulares…`}>
            {(data) => <ServicesSection key={`services-${eid}`} {...common} data={data} />}
          </Loaded>
        </Tabs.Panel>
        <Tabs.Panel value="signup" pt="md">
          {active === 'signup' && <SignUpSection eid={eid} pharmacyName={pharmacyName} />}
        </Tabs.Panel>
      </Tabs>
    );
  }

  return (
    <Modal opened onClose={close} title={t`Configuración de ${pharmacyName}`} size="xl" closeButtonProps={{ 'aria-label': t`Cerrar la configuración` }} styles={{ title: { fontWeight: 700 } }}>
      <Stack gap="md">
        <Group gap="sm">
          {legacyEnabled ? (
            <Button component="a" href={legacyConfigurationPath(eid)} target="_blank" rel="noopener noreferrer" size="xs" variant="default">
              {t`Configurar farmacia`}
            </Button>
          ) : (
            <Button size="xs" variant="default" disabled title={t`Solo disponible en producción`}>
              {t`Configurar farmacia`}
            </Button>
          )}
          <Button component="a" href={betaPanelPath(eid)} target="_blank" rel="noopener noreferrer" size="xs" variant="default">
            {t`Panel beta`}
          </Button>
          {!legacyEnabled && (
            <Text size="xs" c="dimmed">
              {t`«Configurar farmacia» abre el backoffice anterior y solo está disponible en producción.`}
            </Text>
          )}
        </Group>
        {body}
      </Stack>
    </Modal>
  );
}

/** A section whose data has its own call: its loading and failure states, then the section. */
function Loaded<T>({ result, loading, children }: { result: UseQueryResult<T>; loading: string; children: (data: T) => ReactNode }) {
  const { i18n } = useLingui();
  if (result.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{loading}</Text>
      </Group>
    );
  }
  if (result.isError) return <LoadFailure title={i18n._(pharmacyConfigMessages.OPEN_FAILED)} error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />;
  return <>{children(result.data)}</>;
}
