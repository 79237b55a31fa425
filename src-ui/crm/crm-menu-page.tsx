import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { activePharmacy } from '@domain/session';
import { icons } from '../shared/icons';
import { LoadFailure } from '../shared/load-failure';
import { MenuPage, type MenuTile } from '../shared/menu-page';
import { useSession } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { crmMessages } from './crm-messages';
import { crmQueries } from './crm.queries';

export const CrmMenuRoute = createLazyRoute('/app-h/crm/crm-menu')({ component: CrmMenuPage });

/** The menu's tiles, in the spec's order (spec 2 §2 "CRM": Configuración, Sincronización de usuarios, EvoCrm). */
const TILES: readonly MenuTile[] = [
  { key: 'editForm', to: '/app-h/crm/editForm', title: msg`Configuración`, description: msg`El formulario de fidelización, sus preguntas y las respuestas de tus clientes.`, icon: icons.settings },
  { key: 'syncCrmUsers', to: '/app-h/crm/syncCrmUsers', title: msg`Sincronización de usuarios`, description: msg`Enlaza las respuestas del formulario con los clientes de tu ERP.`, icon: icons.sync },
  { key: 'evoCrm', to: '/app-h/segmentations', title: msg`EvoCrm`, description: msg`Encuentra grupos de clientes y guárdalos para tus campañas.`, icon: icons.filter },
];

/** The CRM menu (spec 2 §2 "CRM"): a tile per screen, and whether the pharmacy's form exists yet. */
export function CrmMenuPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const session = useSession();
  const pharmacy = activePharmacy(session);
  const form = useQuery(crmQueries.form(services, pharmacy?.eid ?? 0));
  return (
    <MenuPage
      title={t`CRM`}
      description={t`El formulario de fidelización de ${pharmacy?.name ?? ''}, las respuestas de tus clientes y su enlace con el ERP.`}
      listLabel={t`Pantallas del CRM`}
      testIdPrefix="crm-tile"
      tiles={TILES}
    >
      {form.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Comprobando el formulario…`}</Text>
        </Group>
      ) : form.isError ? (
        <LoadFailure title={t`No se ha podido comprobar el formulario`} error={form.error} onRetry={() => void form.refetch()} retrying={form.isFetching} />
      ) : form.data === null ? (
        <Alert color="yellow" title={i18n._(crmMessages.FORM_REQUIRED)} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t`Tus clientes aún no pueden responder: crea el formulario de fidelización para empezar.`}</Text>
            <Button size="xs" renderRoot={(props) => <Link {...props} to="/app-h/crm/editForm" />}>
              {t`Crear el formulario`}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm">{t`Formulario: ${form.data.title}`}</Text>
      )}
    </MenuPage>
  );
}
