import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState, type RefObject } from 'react';
import type { EmailDesign, EmailDesignerSession } from '@domain/templates';
import { useUiServices } from '../shared/ui-services-context';
import { BlockDesigner } from './block-designer';
import { HtmlPreview } from '../shared/html-preview';

/** The height of the vendor's editor, and the room the panel keeps for any editor while it opens. */
const EDITOR_HEIGHT = 680;

type DesignerState = { readonly status: 'opening' } | { readonly status: 'ready'; readonly session: EmailDesignerSession } | { readonly status: 'failed' };

/**
 * The visual email editor of the template form (spec 1 §2.8), whichever the profile provides: the block
 * designer, or the vendor's editor drawn into this panel. While it opens a loader shows; when it cannot be
 * reached a clear message, a retry and the stored email's preview show instead, and the rest of the form
 * stays usable (the stored design is kept). The open session is handed to the form through `sessionRef`.
 */
export function EmailDesignerPanel({
  design,
  subject,
  sessionRef,
  onSession,
  onChange,
  blank,
}: {
  design: EmailDesign;
  subject: string;
  /** Holds the open session (or `onSession` is told of it, and of its closing with undefined). */
  sessionRef?: RefObject<EmailDesignerSession | undefined>;
  onSession?: (session: EmailDesignerSession | undefined) => void;
  onChange: () => void;
  /** What an empty design starts from (a header: 500 px wide, one column, in the vendor's editor). */
  blank?: 'page' | 'header';
}) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const containerId = `email-designer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [stored] = useState(design);
  const [language] = useState<'es' | 'en'>(i18n.locale === 'en' ? 'en' : 'es');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DesignerState>({ status: 'opening' });

  useEffect(() => {
    let cancelled = false;
    let opened: EmailDesignerSession | undefined;
    services.emailDesigner.open({ containerId, design: stored, language, ...(blank === undefined ? {} : { blank }) }).then(
      (session) => {
        if (cancelled) {
          session.close();
          return;
        }
        opened = session;
        if (sessionRef !== undefined) sessionRef.current = session;
        onSession?.(session);
        setState({ status: 'ready', session });
      },
      () => {
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      opened?.close();
      if (sessionRef !== undefined) sessionRef.current = undefined;
      onSession?.(undefined);
    };
  }, [services.emailDesigner, containerId, stored, language, sessionRef, onSession, blank, attempt]);

  const embedded = state.status === 'ready' && state.session.kind === 'embedded';
  // The panel keeps the editor's height while the editor opens, so the form's action bar below it does
  // not jump when the editor arrives (a click aimed at "Cancelar" would land on the editor).
  return (
    <Stack gap="sm" mih={EDITOR_HEIGHT}>
      {state.status === 'opening' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Abriendo el editor de correo…`}</Text>
        </Group>
      )}
      {state.status === 'failed' && (
        <>
          <Alert color="red" role="alert" title={t`No se ha podido abrir el editor de correo`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t`El editor no responde o no se puede alcanzar desde esta red. Puedes seguir completando los demás campos; el diseño guardado se conserva. Vuelve a intentarlo en unos momentos.`}
              </Text>
              <Button size="xs" variant="light" color="red" onClick={() => {
                  setState({ status: 'opening' });
                  setAttempt((value) => value + 1);
                }}>
                {t`Reintentar abrir el editor`}
              </Button>
            </Stack>
          </Alert>
          <HtmlPreview html={stored.html} title={t`Vista previa del correo guardado`} emptyText={t`Esta plantilla todavía no tiene diseño.`} height={420} />
        </>
      )}
      <div id={containerId} style={embedded ? { height: EDITOR_HEIGHT } : undefined}>
        {state.status === 'ready' && state.session.kind === 'blocks' && <BlockDesigner session={state.session} storedHtml={stored.html} subject={subject} onChange={onChange} />}
      </div>
    </Stack>
  );
}
