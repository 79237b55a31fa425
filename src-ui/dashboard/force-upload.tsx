import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { FORCE_UPLOAD_MAX_MINUTES } from '@domain/dashboard';
import { failureMessage } from '../shared/error-messages';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { notify } from '../shared/notify';
import { useUiServices } from '../shared/ui-services-context';

/**
 * The dashboard's 'force upload' button of the pharmacies that have it (spec 2 §6, `forceUpload` of
 * the dashboard's view), with its note: the pharmacy's CRM data are uploaded again to the
 * segmentations service (upsertCrmModel), which may take up to 45 minutes. One submission at a time:
 * the button is busy until the call has answered, and a second press meanwhile sends nothing.
 */
export function ForceUploadCard({ eid }: { readonly eid: number }) {
  const services = useUiServices();
  const { t } = useLingui();
  const { i18n } = useI18n();
  const minutes = FORCE_UPLOAD_MAX_MINUTES;
  const upload = useGuardedMutation({
    mutationFn: () => services.crm.forceUpload(eid),
    onSuccess: () => notify({ color: 'green', message: t`Carga forzada solicitada. Los datos pueden tardar hasta ${minutes} minutos en actualizarse.` }),
    onError: (error) => notify({ color: 'red', title: t`No se ha podido forzar la carga`, message: i18n._(failureMessage(error)) }),
  });
  const Icon = icons.upload;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="force-upload" component="section" aria-labelledby="force-upload-title">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
            <Icon size={26} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" id="force-upload-title">
              <Trans>Carga forzada</Trans>
            </Title>
            <Text size="sm" c="dimmed" id="force-upload-note">
              <Trans>Vuelve a cargar los datos de los clientes y del CRM de la farmacia. Puede tardar hasta {minutes} minutos.</Trans>
            </Text>
          </div>
        </Group>
        <Button onClick={() => upload.mutate()} loading={upload.isPending} aria-describedby="force-upload-note">
          <Trans>Forzar carga</Trans>
        </Button>
      </Group>
    </Card>
  );
}
