import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { campaignsAwaitingPharmacy, healthcareDeliveryInstant, type HealthcareCampaign } from '@domain/healthcare';
import { activePharmacy } from '@domain/session';
import { formatInstantDateTime } from '@domain/shared-kernel';
import { menuIcons } from '../shared/menu-icons';
import { useSession } from '../shared/session-context';
import type { UiServices } from '../shared/ui-services';
import { useUiServices } from '../shared/ui-services-context';

/**
 * The campaigns addressed to pharmacy `eid` that wait for its pharmacist's approval: ready, still to
 * come and not confirmed. Read again each time the dashboard shows it.
 */
export const pendingApprovalsQuery = (services: UiServices, eid: number) =>
  queryOptions({
    queryKey: ['healthcare', 'pending-approvals', eid],
    queryFn: async (): Promise<HealthcareCampaign[]> => {
      const calls = services.healthcareCampaigns;
      const waiting = campaignsAwaitingPharmacy(await calls.list(), eid, services.clock.now());
      const details = await Promise.all(waiting.map((campaign) => calls.pharmacistCampaign(campaign.id, eid)));
      return waiting.filter((_campaign, index) => details[index]?.confirmed === false);
    },
    retry: false,
    staleTime: 0,
  });

/**
 * The dashboard card of a pharmacy with healthcare campaigns waiting for its approval: the campaigns
 * addressed to it, ready and still to come, that its pharmacist has not confirmed (spec 2 §7: the
 * campaign list, then each campaign's details for the pharmacy), each with a link to approve it.
 * Nothing is shown while it loads or when none waits.
 */
export function PendingApprovalsCard() {
  const services = useUiServices();
  const session = useSession();
  const { t } = useLingui();
  const eid = activePharmacy(session)?.eid ?? 0;
  const pending = useQuery(pendingApprovalsQuery(services, eid));
  if (pending.isError) {
    return (
      <Alert color="yellow" role="alert" title={t`No se ha podido comprobar si tienes campañas sanitarias pendientes`}>
        <Button size="xs" variant="light" onClick={() => void pending.refetch()} loading={pending.isFetching}>
          {t`Reintentar`}
        </Button>
      </Alert>
    );
  }
  const campaigns = pending.data ?? [];
  if (campaigns.length === 0) return null;
  const Icon = menuIcons.pill;
  const count = campaigns.length;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pending-approvals-title" data-testid="pending-approvals">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="orange" size={44} radius="md" aria-hidden>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: 1 }}>
          <Title order={2} size="h4" id="pending-approvals-title">
            {count === 1 ? t`1 campaña sanitaria por aprobar` : t`${count} campañas sanitarias por aprobar`}
          </Title>
          {campaigns.map((campaign) => {
            const instant = healthcareDeliveryInstant(campaign.deliveryDate, campaign.deliveryTime);
            return (
              <Group key={campaign.id} justify="space-between" wrap="wrap" gap="sm">
                <div>
                  <Text fw={600}>{campaign.name}</Text>
                  {instant !== undefined && (
                    <Text size="sm" c="dimmed">
                      {t`Se enviará el ${formatInstantDateTime(instant)} (hora de Madrid).`}
                    </Text>
                  )}
                </div>
                <Button renderRoot={(props) => <Link {...props} to="/app-h/approvals/campaign/$id" params={{ id: String(campaign.id) }} />} aria-label={t`Revisar y aprobar ${campaign.name}`}>
                  {t`Revisar y aprobar`}
                </Button>
              </Group>
            );
          })}
        </Stack>
      </Group>
    </Card>
  );
}
