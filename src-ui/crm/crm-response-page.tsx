import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { crmAnswerFullName, crmAnswersDiffer, crmResponseChangedSince, syncAnswersOf, type CrmAnswerValue, type CrmForm, type CrmResponse } from '@domain/crm';
import { activePharmacy } from '@domain/session';
import { isApiError } from '@domain/shared-kernel';
import { useFormDraft } from '../shared/form-draft';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { useSession } from '../shared/session-context';
import { notifyTitled } from '../shared/titled-notice';
import { useOneAtATime } from '../shared/use-one-at-a-time';
import { useUiServices } from '../shared/ui-services-context';
import { AnswerInput } from './crm-answers';
import { crmMessages } from './crm-messages';
import { useSaveCrmResponse } from './crm.mutations';
import { crmQueries } from './crm.queries';
import { DraftOffer } from '../shared/draft-offer';

export const CrmResponseRoute = createLazyRoute('/app-h/crm/editResponse/idForm/$idForm/idResponse/$idResponse')({ component: CrmResponsePage });

/** Answers as the editor and its draft hold them: by question id (JSON, for the draft). */
type AnswerRecord = Readonly<Record<string, CrmAnswerValue>>;

const recordOf = (answers: ReadonlyMap<string, CrmAnswerValue>): AnswerRecord => Object.fromEntries(answers);
const mapOf = (record: AnswerRecord): ReadonlyMap<string, CrmAnswerValue> => new Map(Object.entries(record));

/** One response's answers, corrected and saved (spec 2 §2 /crm/editResponse/idForm/{idForm}/idResponse/{idResponse}; §7 PUT update-response). */
export function CrmResponsePage() {
  const { idForm, idResponse } = CrmResponseRoute.useParams();
  const services = useUiServices();
  const session = useSession();
  const { t } = useLingui();
  const eid = activePharmacy(session)?.eid ?? 0;
  const form = useQuery(crmQueries.form(services, eid));
  const response = useQuery(crmQueries.response(services, eid, idResponse));
  const back = (
    <Button size="xs" variant="default" renderRoot={(props) => <Link {...props} to="/app-h/crm/editForm" search={{ tab: 'responses' }} />}>
      {t`Volver a las respuestas`}
    </Button>
  );

  let body;
  if (form.isPending || response.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando la respuesta…`}</Text>
      </Group>
    );
  } else if (form.isError || response.isError) {
    const failed = form.isError ? form : response;
    body = (
      <LoadFailure
        title={t`No se ha podido cargar la respuesta`}
        error={failed.error}
        onRetry={() => {
          if (form.isError) void form.refetch();
          if (response.isError) void response.refetch();
        }}
        retrying={form.isFetching || response.isFetching}
      >
        {back}
      </LoadFailure>
    );
  } else if (form.data === null || form.data.id !== idForm) {
    body = (
      <Alert color="yellow" role="alert" title={t`Esta respuesta no es del formulario de la farmacia`} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t`El enlace lleva a una respuesta de otro formulario. Ábrela desde las respuestas del formulario de tu farmacia.`}</Text>
          {back}
        </Stack>
      </Alert>
    );
  } else {
    body = <ResponseEditor key={response.data.idAnswer} eid={eid} form={form.data} response={response.data} back={back} />;
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Editar respuesta`}</Title>
        {response.data !== undefined && (
          <Text c="dimmed" size="sm">
            {crmAnswerFullName(syncAnswersOf(response.data)) || response.data.idAnswer}
          </Text>
        )}
      </div>
      {body}
    </Stack>
  );
}

function ResponseEditor({ eid, form, response, back }: { eid: number; form: CrmForm; response: CrmResponse; back: ReactNode }) {
  const services = useUiServices();
  const session = useSession();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const navigate = useNavigate();
  const initial = useMemo(() => recordOf(response.answers), [response]);
  const [answers, setAnswers] = useState<AnswerRecord>(initial);
  const dirty = crmAnswersDiffer(mapOf(initial), mapOf(answers));
  const draft = useFormDraft({
    formKey: `crm-response:${response.idAnswer}`,
    userId: session.user.uid,
    value: answers,
    dirty,
    initial,
    same: (a, b) => !crmAnswersDiffer(mapOf(a), mapOf(b)),
    clock: services.clock,
  });
  const save = useSaveCrmResponse(eid, {
    onDone: () => {
      draft.saved();
      notify({ color: 'green', message: t`Respuesta guardada` });
      void navigate({ to: '/app-h/crm/editForm', search: { tab: 'responses' } });
    },
    onFailed: (error) => {
      if (isApiError(error) && error.kind === 'session-expired') return;
      if (isApiError(error) && error.kind === 'server-message') notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      else notifyTitled({ color: 'red', title: i18n._(crmMessages.SAVE_FAILED), message: describe(error) });
    },
  });
  const submit = async (): Promise<void> => {
    const toSave = mapOf(answers);
    draft.keep(answers);
    // Someone may have saved this response since it was loaded: ask before overwriting their change.
    const current = await services.crm.response(response.idAnswer).catch(() => undefined);
    if (current !== undefined && crmResponseChangedSince(response, current)) {
      openConfirm({
        title: t`La respuesta ha cambiado`,
        children: <Text size="sm">{t`Alguien ha guardado cambios en esta respuesta desde que la abriste. Si guardas ahora, tus cambios sustituirán a los suyos.`}</Text>,
        labels: { confirm: t`Guardar mis cambios`, cancel: t`Revisar` },
        onConfirm: () => save.mutate({ id: response.idAnswer, answers: toSave }),
      });
      return;
    }
    await save.mutateAsync({ id: response.idAnswer, answers: toSave }).catch(() => undefined);
  };
  const submitOnce = useOneAtATime(submit);
  const busy = save.isPending || submitOnce.running;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitOnce.run();
      }}
    >
      <Stack gap="md">
        <DraftOffer draft={draft} title={t`Tienes cambios sin guardar en esta respuesta`} onRestore={setAnswers} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {response.questions.map((question) => {
              const field = form.fields.find((candidate) => candidate.id === question.id);
              return (
                <AnswerInput
                  key={question.id}
                  question={{ id: question.id, type: question.type, properties: field?.properties ?? {} }}
                  label={question.label}
                  value={answers[question.id]}
                  onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
                />
              );
            })}
          </Stack>
        </Paper>
        <Group justify="space-between">
          {back}
          <Button type="submit" loading={busy} disabled={!dirty} leftSection={<icons.save size={16} aria-hidden />}>
            {t`Guardar respuesta`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
