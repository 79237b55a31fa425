import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link, useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import type { EmailHeader } from '@domain/campaigns';
import { activePharmacy, isBackofficeUser } from '@domain/session';
import { isApiError } from '@domain/shared-kernel';
import type { EmailDesignerSession } from '@domain/templates';
import { correctButtonWidths, type JsonValue } from '@domain/web';
import { EmailDesignerPanel } from '../templates';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { useSession } from '../shared/session-context';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { campaignQueries } from './campaign.queries';

const HEADER_PATH = '/app-h/setHeader/$eid';
const LIST_PATH = '/app-h/campaigns/listCampaigns';

export const EmailHeaderRoute = createLazyRoute(HEADER_PATH)({ component: EmailHeaderPage });

function EmailHeaderPage() {
  const { eid } = EmailHeaderRoute.useParams();
  return <EmailHeaderEditor key={eid} eid={eid} />;
}

/**
 * The pharmacy's email header (spec 2 §2 "Email header editor"): created or edited with the email
 * editor, starting, when the pharmacy has none, from a header 500 px wide with one column. Its email
 * campaigns start from it. Leaving with unsaved changes asks first.
 */
function EmailHeaderEditor({ eid }: { eid: number }) {
  const services = useUiServices();
  const session = useSession();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const describe = useErrorText();
  const header = useQuery(campaignQueries.header(services, eid));
  const [designer] = useState<{ session: EmailDesignerSession | undefined }>(() => ({ session: undefined }));
  const [onSession] = useState(() => (opened: EmailDesignerSession | undefined) => {
    designer.session = opened;
  });
  const [dirty, setDirty] = useState(false);
  const backoffice = isBackofficeUser(session);
  const pharmacy = activePharmacy(session);
  const pharmacyName = pharmacy?.eid === eid ? pharmacy.name : t`la farmacia ${eid}`;

  const save = useGuardedMutation({
    mutationFn: async (exists: boolean): Promise<void> => {
      const editor = designer.session;
      if (editor === undefined) throw new Error(t`El editor de correo no está abierto.`);
      const design = await editor.save({ subject: '' });
      let json = design.content;
      try {
        const correction = correctButtonWidths(JSON.parse(json) as JsonValue);
        if (correction.corrected) {
          json = JSON.stringify(correction.json);
          if (backoffice) notify({ color: 'yellow', message: t`Se ha corregido el ancho de los botones de 6px a 150px.` });
        }
      } catch {
        // A design that is not JSON is kept as the editor gave it.
      }
      const next: EmailHeader = { json, html: design.html };
      if (exists) await services.emailHeaders.update(eid, next);
      // The description is data kept by the server, written in the product's language whatever the interface's.
      else await services.emailHeaders.create(eid, next, `Cabecera de ${pharmacy?.eid === eid ? pharmacy.name : `la farmacia ${eid}`}`);
    },
    onSuccess: () => {
      setDirty(false);
      notify({ color: 'green', message: t`Cabecera guardada. Las nuevas campañas de email empezarán con ella.` });
      void queryClient.invalidateQueries({ queryKey: campaignQueries.headerKey(eid) });
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'server-message') notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      else notifyTitled({ color: 'red', title: t`No se ha podido guardar la cabecera`, message: `${describe(error)} ${t`El diseño sigue en el editor: vuelve a intentarlo.`}` });
    },
  });

  const blocker = useBlocker({ shouldBlockFn: () => dirty && !save.isPending, withResolver: true, enableBeforeUnload: () => dirty });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t`Cabecera de email`}</Title>
          <Text c="dimmed" size="sm">
            {t`La cabecera de ${pharmacyName}: las nuevas campañas de email empiezan con ella.`}
          </Text>
        </div>
        <Button component={Link} to={LIST_PATH} variant="subtle">
          {t`Volver al listado de campañas`}
        </Button>
      </Group>
      {header.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Cargando la cabecera…`}</Text>
        </Group>
      ) : header.isError ? (
        <LoadFailure title={t`No se ha podido cargar la cabecera`} error={header.error} onRetry={() => void header.refetch()} retrying={header.isFetching} />
      ) : (
        <>
          {header.data === null && (
            <Alert color="blue" role="status">
              {t`La farmacia todavía no tiene cabecera: empieza con una de 500 px de ancho y una columna.`}
            </Alert>
          )}
          <EmailDesignerPanel
            design={header.data === null ? { content: '', html: '' } : { content: header.data.json, html: header.data.html }}
            subject=""
            blank="header"
            onSession={onSession}
            onChange={() => setDirty(true)}
          />
          <Group>
            <Button onClick={() => save.mutate(header.data !== null)} loading={save.isPending}>
              {header.data === null ? t`Crear cabecera` : t`Guardar cabecera`}
            </Button>
          </Group>
        </>
      )}
      <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t`¿Salir sin guardar la cabecera?`} centered>
        <Stack gap="md">
          <Text size="sm">{t`Los cambios de la cabecera se perderán.`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t`Seguir editando`}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t`Salir sin guardar`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
