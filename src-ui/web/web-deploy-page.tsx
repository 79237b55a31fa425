import { useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { EMPTY_WEB_DEPLOY_FORM, isShopOptionAvailable, webDeployErrors, webDeploymentOf, type NewWebDeployment } from '@domain/web';
import { DraftOffer } from '../shared/draft-offer';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { notify } from '../shared/notify';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { useDomainForm } from './use-domain-form';
import { WebJobsTable } from './web-jobs-table';
import { webDeployMessages } from './web-messages';
import { WebSiteFields } from './web-site-fields';
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
  const { form, update, replace, draft, blocker, shown, attempt, restart, refused } = useDomainForm({ formKey: 'web:web-deploy', empty: EMPTY_WEB_DEPLOY_FORM, errorsOf: webDeployErrors });
  const shopAvailable = isShopOptionAvailable(form.theme);

  const deploy = useGuardedMutation({
    mutationFn: (request: NewWebDeployment) => services.websites.deployNewWeb(request),
    onSuccess: () => {
      restart();
      notify({ color: 'green', message: i18n._(webDeployMessages.WEB_DEPLOY_JOB_CREATED) });
    },
    onError: (error, request) => refused(error, request.domain, 'WEB_DEPLOY_JOB_FAILED'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: webQueries.jobsKey('NEW_WEB_DEPLOYMENT') });
      void queryClient.invalidateQueries({ queryKey: webQueries.domainsKey() });
      void queryClient.invalidateQueries({ queryKey: webQueries.vhostsKey() });
    },
  });

  const submit = (): void => {
    if (!attempt()) {
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
          <WebSiteFields value={form} onChange={update} shown={shown} />
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
      <WebJobsTable subtype="NEW_WEB_DEPLOYMENT" path={PATH} />
      <UnsavedChangesModal blocker={blocker} message={t`No has enviado el despliegue web. ¿Quieres salir y descartarlo?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}
