import { useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { EMPTY_PRODUCTION_DEPLOY_FORM, productionDeployErrors, productionMoveOf, type ProductionDeployField, type ProductionDeployForm, type ProductionMove } from '@domain/web';
import { DraftOffer } from '../shared/draft-offer';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { PharmacySelect } from './pharmacy-select';
import { useDomainForm } from './use-domain-form';
import { WebJobsTable } from './web-jobs-table';
import { webDeployMessages } from './web-messages';
import { webQueries } from './web.queries';

const PATH = '/app-h/backoffice/web-manager/productionDeploy';

export const ProductionDeployRoute = createLazyRoute(PATH)({ component: ProductionDeployPage });

/** The final domain's message waits for the first send while nothing is typed in it. */
const quietUntilSent = (field: ProductionDeployField, form: ProductionDeployForm): boolean => field === 'newDomain' && form.newDomain.trim() === '';

/**
 * The move to production (spec 3 §2): choose the pharmacy (the entity autocomplete) and its website,
 * write the final domain and the client's email, confirm; the job joins the table below, read again
 * every 8 s. A taken domain, a refused move or a server error leave the form as it was.
 */
export function ProductionDeployPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const queryClient = useQueryClient();
  const { form, update, replace, draft, blocker, shown, attempt, restart, refused } = useDomainForm({
    formKey: 'web:production-deploy',
    empty: EMPTY_PRODUCTION_DEPLOY_FORM,
    errorsOf: productionDeployErrors,
    quiet: quietUntilSent,
  });
  const websites = useQuery({ ...webQueries.websitesOf(services, form.eid ?? 0), enabled: form.eid !== undefined });

  const move = useGuardedMutation({
    mutationFn: (request: ProductionMove) => services.websites.moveToProduction(request),
    onSuccess: () => {
      restart();
      notify({ color: 'green', message: i18n._(webDeployMessages.PRODUCTION_JOB_CREATED) });
    },
    onError: (error, request) => refused(error, request.newDomain, 'PRODUCTION_FAILED'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: webQueries.jobsKey('WEB_TO_PRODUCTION') });
      void queryClient.invalidateQueries({ queryKey: webQueries.domainsKey() });
      void queryClient.invalidateQueries({ queryKey: [...webQueries.all, 'websites'] });
    },
  });

  const submit = (): void => {
    if (!attempt()) {
      notify({ color: 'red', message: t`Revisa los campos marcados: la web no se ha puesto en producción.` });
      return;
    }
    const request = productionMoveOf(form);
    draft.keep(form);
    openConfirm({
      title: t`Poner la web en producción`,
      children: <Text size="sm">{t`La web ${request.oldDomain} pasará a servirse en ${request.newDomain} y se avisará a ${request.clientEmail}.`}</Text>,
      labels: { confirm: t`Poner en producción`, cancel: t`Volver` },
      onConfirm: () => move.mutate(request),
    });
  };

  const siteOptions = (websites.data ?? []).map((site) => ({ value: site.domain, label: site.stage === 'pro' ? t`${site.domain} (en producción)` : site.domain }));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Puesta en producción`}</Title>
        <Text c="dimmed" size="sm">
          {t`Pasa la web de una farmacia de su dominio provisional al definitivo.`}
        </Text>
      </div>
      <DraftOffer draft={draft} title={t`Tienes una puesta en producción sin enviar`} onRestore={replace} />
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label={t`Puesta en producción`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PharmacySelect value={form.eid} onChange={(eid) => update({ eid, oldDomain: '', server: '' })} error={shown('eid')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Select
              label={t`Web de la farmacia`}
              placeholder={form.eid === undefined ? t`Elige antes la farmacia` : websites.isLoading ? t`Cargando sus webs…` : t`Elige la web`}
              data={siteOptions}
              value={form.oldDomain === '' ? null : form.oldDomain}
              onChange={(domain) => update({ oldDomain: domain ?? '', server: websites.data?.find((site) => site.domain === domain)?.server ?? '' })}
              disabled={form.eid === undefined}
              nothingFoundMessage={websites.isError ? t`No se han podido cargar sus webs` : t`La farmacia no tiene webs`}
              error={shown('oldDomain') ?? (websites.isError ? t`No se han podido cargar sus webs` : undefined)}
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label={t`Dominio definitivo`} placeholder="farmacia.es" value={form.newDomain} onChange={(event) => update({ newDomain: event.currentTarget.value })} error={shown('newDomain')} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label={t`Email del cliente`} type="email" value={form.clientEmail} onChange={(event) => update({ clientEmail: event.currentTarget.value })} error={shown('clientEmail')} required />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" leftSection={<icons.arrowUp size={16} aria-hidden />} loading={move.isPending}>
            {t`Poner en producción`}
          </Button>
        </Group>
      </Paper>
      <WebJobsTable subtype="WEB_TO_PRODUCTION" path={PATH} />
      <UnsavedChangesModal blocker={blocker} message={t`No has enviado la puesta en producción. ¿Quieres salir y descartarla?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}
