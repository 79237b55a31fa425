import { useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { EMPTY_WEB_DEPLOY_FORM, WEB_THEMES, isShopOptionAvailable, serversOf, webDeployErrors, webDeploymentOf, type NewWebDeployment, type WebDeployForm } from '@domain/web';
import { DraftOffer } from '../shared/draft-offer';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { PharmacySelect } from './pharmacy-select';
import { useWebForm } from './use-web-form';
import { WebJobsTable } from './web-jobs-table';
import { isDomainTaken, isSessionOver, serverWords } from './web-failure';
import { webDeployMessages, webFormMessages } from './web-messages';
import { webQueries } from './web.queries';

const PATH = '/app-h/backoffice/web-manager/webDeploy';

export const WebDeployRoute = createLazyRoute(PATH)({ component: WebDeployPage });

/**
 * The web deployment (spec 3 §2): the pharmacy (entity autocomplete), the server, the domain (cleaned of
 * protocol and trailing slash), the theme and the shop, which Divi forces off (spec 3 §5); the job joins
 * the table below, read again every 4 s. Nothing typed is lost when the deployment is refused.
 */
export function WebDeployPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate({ from: PATH });
  const search = WebDeployRoute.useSearch();
  const describe = useErrorText();
  const { form, update, replace, sent, draft, blocker } = useWebForm<WebDeployForm>('web:web-deploy', EMPTY_WEB_DEPLOY_FORM);
  const [attempted, setAttempted] = useState(false);
  const [takenNow, setTakenNow] = useState<string | undefined>();
  const domains = useQuery(webQueries.domains(services));
  const vhosts = useQuery(webQueries.vhosts(services));
  const servers = useMemo(() => serversOf(vhosts.data ?? []), [vhosts.data]);

  const errors = webDeployErrors(form, [...(domains.data ?? []), ...(takenNow === undefined ? [] : [takenNow])]);
  const shown = (field: keyof typeof errors): string | undefined => {
    const error = errors[field];
    if (error === undefined || (!attempted && error === 'REQUIRED')) return undefined;
    return i18n._(webFormMessages[error]);
  };
  const shopAvailable = isShopOptionAvailable(form.theme);

  const deploy = useGuardedMutation({
    mutationFn: (request: NewWebDeployment) => services.websites.deployNewWeb(request),
    onSuccess: () => {
      sent();
      setAttempted(false);
      notify({ color: 'green', message: i18n._(webDeployMessages.WEB_DEPLOY_JOB_CREATED) });
    },
    onError: (error, request) => {
      if (isSessionOver(error)) return;
      if (isDomainTaken(error)) {
        setTakenNow(request.domain);
        notify({ color: 'red', message: i18n._(webDeployMessages.DOMAIN_TAKEN) });
        return;
      }
      notifyTitled({ color: 'red', title: i18n._(webDeployMessages.WEB_DEPLOY_JOB_FAILED), message: serverWords(error) ?? describe(error) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: webQueries.jobsKey('NEW_WEB_DEPLOYMENT') });
      void queryClient.invalidateQueries({ queryKey: webQueries.domainsKey() });
      void queryClient.invalidateQueries({ queryKey: webQueries.vhostsKey() });
    },
  });

  const submit = (): void => {
    setAttempted(true);
    if (Object.keys(errors).length > 0) {
      notify({ color: 'red', message: t`Revisa los campos marcados: la web no se ha desplegado.` });
      return;
    }
    draft.keep(form);
    deploy.mutate(webDeploymentOf(form));
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Despliegue web`}</Title>
        <Text c="dimmed" size="sm">
          {t`Despliega la web de una farmacia con su tema en un servidor.`}
        </Text>
      </div>
      <DraftOffer draft={draft} title={t`Tienes un despliegue web sin enviar`} onRestore={replace} />
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label={t`Despliegue web`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PharmacySelect value={form.eid} onChange={(eid) => update({ eid })} error={shown('eid')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Select
              label={t`Servidor`}
              placeholder={vhosts.isLoading ? t`Cargando servidores…` : t`Elige el servidor`}
              data={servers}
              value={form.server === '' ? null : form.server}
              onChange={(server) => update({ server: server ?? '' })}
              error={shown('server') ?? (vhosts.isError ? t`No se han podido cargar los servidores` : undefined)}
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label={t`Dominio`} placeholder="farmacia.es" value={form.domain} onChange={(event) => update({ domain: event.currentTarget.value })} error={shown('domain')} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Select label={t`Tema`} data={[...WEB_THEMES]} value={form.theme} allowDeselect={false} onChange={(theme) => update({ theme: theme ?? form.theme })} error={shown('theme')} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Switch
              mt="md"
              label={t`Tienda online`}
              description={shopAvailable ? undefined : t`El tema Divi no admite tienda online.`}
              checked={shopAvailable && form.shopOnline}
              disabled={!shopAvailable}
              onChange={(event) => update({ shopOnline: event.currentTarget.checked })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label={t`Clave de WooCommerce`}
              value={shopAvailable && form.shopOnline ? form.wskey : ''}
              onChange={(event) => update({ wskey: event.currentTarget.value })}
              disabled={!(shopAvailable && form.shopOnline)}
              error={shown('wskey')}
              autoComplete="off"
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" leftSection={<icons.upload size={16} aria-hidden />} loading={deploy.isPending}>
            {t`Desplegar`}
          </Button>
        </Group>
      </Paper>
      <WebJobsTable subtype="NEW_WEB_DEPLOYMENT" path={PATH} search={search} navigate={(change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options })} />
      <UnsavedChangesModal blocker={blocker} message={t`No has enviado el despliegue web. ¿Quieres salir y descartarlo?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}
