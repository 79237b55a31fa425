import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createLazyRoute } from '@tanstack/react-router';
import { availableBiServices } from '@domain/dashboard';
import { biReportAddress } from '@domain/reports';
import { activePharmacy, isBackofficeUser } from '@domain/session';
import { LoadFailure } from '../shared/load-failure';
import { useSession } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { reportQueries } from './reports.queries';
import { BI_TITLES, REPORT_TEXT } from './reports-messages';

export const BiReportRoute = createLazyRoute('/app-h/entityNewReport')({ component: BiReportPage });

/**
 * A BI dashboard (spec 3 §2 "/app-h/entityNewReport"): the BI token (newBi) becomes the embedded
 * report's address, shown in a sandboxed frame: scripts run, but the frame can neither reach this
 * application (no same-origin) nor open windows, send forms or navigate the page. A pharmacy user
 * opens only the services the pharmacy has enabled (spec 2 §6), whatever the address asks for; the back
 * office opens every one.
 */
export function BiReportPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const session = useSession();
  const eid = activePharmacy(session)?.eid ?? 0;
  const backoffice = isBackofficeUser(session);
  const { type } = BiReportRoute.useSearch();
  const profile = useQuery({ ...reportQueries.pharmacyProfile(services, eid), enabled: !backoffice });
  const available = backoffice ? availableBiServices(true, []) : profile.data === undefined ? undefined : availableBiServices(false, profile.data.enabledServices);
  const enabled = available?.includes(type) === true;
  const bi = useQuery({ ...reportQueries.bi(services, eid, type), enabled });
  const address = bi.data === undefined ? undefined : biReportAddress(bi.data.base, bi.data.parameters);
  const title = t`Business Intelligence: ${i18n._(BI_TITLES[type])}`;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          {(available ?? []).map((service) => (
            <Button key={service} renderRoot={(props) => <Link {...props} to="/app-h/entityNewReport" search={{ type: service }} />} size="xs" variant={service === type ? 'filled' : 'light'} aria-current={service === type ? 'page' : undefined}>
              {i18n._(BI_TITLES[service])}
            </Button>
          ))}
          <Button component={Link} to="/app-h/dashboard" size="xs" variant="default">
            {t`Volver al escritorio`}
          </Button>
        </Group>
      </Group>
      {profile.isError ? (
        <LoadFailure title={i18n._(REPORT_TEXT.BI_FAILED)} error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : available === undefined ? (
        <Text role="status">{t`Abriendo el cuadro de mando…`}</Text>
      ) : !enabled ? (
        <Alert color="yellow" role="alert" title={t`Este servicio de BI no está activo en la farmacia`}>
          {available.length === 0 ? t`La farmacia no tiene ningún servicio de BI activo.` : t`Elige uno de los servicios activos de arriba.`}
        </Alert>
      ) : bi.isError ? (
        <LoadFailure title={i18n._(REPORT_TEXT.BI_FAILED)} error={bi.error} onRetry={() => void bi.refetch()} retrying={bi.isFetching} />
      ) : address === undefined ? (
        <Text role="status">{t`Abriendo el cuadro de mando…`}</Text>
      ) : !address.ok ? (
        <Alert color="red" role="alert">
          {i18n._(REPORT_TEXT.BI_UNSAFE)}
        </Alert>
      ) : (
        <iframe
          key={address.value}
          title={title}
          src={address.value}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          style={{ width: '100%', height: 'calc(100vh - 200px)', minHeight: 560, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: 'white' }}
        />
      )}
    </Stack>
  );
}
