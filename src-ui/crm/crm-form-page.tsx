import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Code, Group, Loader, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  checkCrmFormUrls,
  crmFormChangedSince,
  crmFormCreationRefusal,
  protectedQuestionRefs,
  questionDeletion,
  questionDraftOf,
  removeQuestion,
  withQuestion,
  type CrmField,
  type CrmForm,
  type QuestionDraft,
} from '@domain/crm';
import { activePharmacy, isBackofficeUser } from '@domain/session';
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
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { executionModeQuery } from '../shell/execution-mode';
import { useQuestionTypeLabel } from './crm-answers';
import { crmMessages } from './crm-messages';
import { QuestionModal } from './crm-question-modal';
import { CrmResponsesPanel } from './crm-responses-panel';
import { useCreateCrmForm, useSaveCrmForm } from './crm.mutations';
import { crmQueries } from './crm.queries';
import { DraftOffer } from '../shared/draft-offer';

const PATH = '/app-h/crm/editForm';

export const CrmFormRoute = createLazyRoute(PATH)({ component: CrmFormPage });

/**
 * The CRM form's configuration (spec 2 §2 /crm/editForm): until the pharmacy has a form, its creation
 * (spec 2 §5 "CRM form creation"); then its questions, which the user adds, changes and deletes
 * (mandatory ones never, optional ones after a confirmation, spec 2 §5), and the clients' responses,
 * filtered by their answers.
 */
export function CrmFormPage() {
  const services = useUiServices();
  const session = useSession();
  const { t } = useLingui();
  const eid = activePharmacy(session)?.eid ?? 0;
  const form = useQuery(crmQueries.form(services, eid));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Configuración del CRM`}</Title>
        <Text c="dimmed" size="sm">
          {t`El formulario que responden tus clientes para unirse al programa de fidelización.`}
        </Text>
      </div>
      {form.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Cargando el formulario…`}</Text>
        </Group>
      ) : form.isError ? (
        <LoadFailure title={t`No se ha podido cargar el formulario`} error={form.error} onRetry={() => void form.refetch()} retrying={form.isFetching} />
      ) : form.data === null ? (
        <CreateFormPanel eid={eid} />
      ) : (
        <FormSections eid={eid} form={form.data} />
      )}
    </Stack>
  );
}

/** The form's creation: its shop and terms addresses, checked by the https rule (spec 2 §5). */
function CreateFormPanel({ eid }: { eid: number }) {
  const services = useUiServices();
  const session = useSession();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const profile = useQuery(crmQueries.pharmacyProfile(services, eid));
  const mode = useQuery(executionModeQuery(services)).data ?? 'production';
  const [typedShop, setTypedShop] = useState<string | undefined>(undefined);
  const [termsUrl, setTermsUrl] = useState('');
  const [refused, setRefused] = useState(false);
  // Until the user types, the shop's address is the pharmacy's own, when it has one.
  const shopUrl = typedShop ?? profile.data?.services.baseUrl ?? '';
  const refusal = profile.isSuccess ? crmFormCreationRefusal({ backoffice: isBackofficeUser(session), webName: profile.data.website }) : undefined;
  const create = useCreateCrmForm(eid, {
    onDone: () => notify({ color: 'green', message: t`Formulario creado. Tus clientes ya pueden responderlo.` }),
    onFailed: (error) => {
      if (isApiError(error) && error.kind === 'server-message') notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      else notifyTitled({ color: 'red', title: i18n._(crmMessages.FORM_CREATE_FAILED), message: describe(error) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCrmFormUrls({ shopUrl, termsUrl }, mode);
    setRefused(!checked.ok);
    if (checked.ok) create.mutate(checked.value);
  };

  return (
    <Stack gap="md">
      <Alert color="yellow" title={i18n._(crmMessages.FORM_REQUIRED)} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        {t`La farmacia aún no tiene formulario de fidelización. Créalo con la dirección de la tienda online y la de sus condiciones legales; tendrá las preguntas obligatorias y podrás añadir otras.`}
      </Alert>
      {refusal !== undefined ? (
        <Alert color="red" role="alert" title={i18n._(crmMessages[refusal])}>
          {t`Esta farmacia no tiene nombre web. Defínelo antes de crear su formulario.`}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-labelledby="crm-create-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="crm-create-title">
              {t`Crear el formulario`}
            </Title>
            <TextInput
              label={t`Dirección de la tienda online`}
              placeholder="https://"
              required
              value={shopUrl}
              onChange={(event) => setTypedShop(event.currentTarget.value)}
              rightSection={profile.isPending ? <Loader size="xs" /> : undefined}
              maxLength={500}
            />
            <TextInput
              label={t`Dirección de las condiciones legales`}
              placeholder="https://"
              required
              value={termsUrl}
              onChange={(event) => setTermsUrl(event.currentTarget.value)}
              maxLength={500}
            />
            {refused && (
              <Text size="sm" c="red.9" role="alert">
                {i18n._(crmMessages.URLS_NOT_HTTPS)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending} leftSection={<icons.plus size={16} aria-hidden />}>
                {t`Crear formulario`}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** The form's two sections: its questions and the clients' responses (the section is in the address). */
function FormSections({ eid, form }: { eid: number; form: CrmForm }) {
  const services = useUiServices();
  const { t } = useLingui();
  const search = CrmFormRoute.useSearch();
  const navigate = useNavigate({ from: PATH });
  const mandatory = useQuery(crmQueries.mandatoryQuestions(services));
  const tab = search.tab ?? 'questions';
  return (
    <Tabs value={tab} onChange={(value) => void navigate({ search: (previous) => ({ ...previous, tab: value === 'responses' ? 'responses' : undefined }), replace: true })}>
      <Tabs.List mb="md">
        <Tabs.Tab value="questions">{t`Preguntas`}</Tabs.Tab>
        <Tabs.Tab value="responses">{t`Respuestas`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="questions">
        {mandatory.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t`Cargando las preguntas obligatorias…`}</Text>
          </Group>
        ) : mandatory.isError ? (
          <LoadFailure title={t`No se han podido cargar las preguntas obligatorias`} error={mandatory.error} onRetry={() => void mandatory.refetch()} retrying={mandatory.isFetching} />
        ) : (
          <FormEditor key={form.id} eid={eid} saved={form} protectedRefs={protectedQuestionRefs(mandatory.data)} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="responses">{tab === 'responses' && <CrmResponsesPanel eid={eid} form={form} />}</Tabs.Panel>
    </Tabs>
  );
}

/** A question id no question of `form` has, made from the time it was added. */
function newQuestionId(form: CrmForm, now: number): string {
  const base = `${form.id}-n${now.toString(36)}`;
  let number = 1;
  while (form.fields.some((field) => field.id === `${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}

/** The questions of the form, edited as a draft the user saves (kept in the browser until saved). */
function FormEditor({ eid, saved, protectedRefs }: { eid: number; saved: CrmForm; protectedRefs: readonly string[] }) {
  const services = useUiServices();
  const session = useSession();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const typeLabel = useQuestionTypeLabel();
  const templates = useQuery(crmQueries.templates(services));
  const [loaded, setLoaded] = useState(saved);
  const [form, setForm] = useState(saved);
  const dirty = useMemo(() => crmFormChangedSince(loaded, form), [loaded, form]);
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  });
  const draft = useFormDraft({
    formKey: `crm-form:${saved.id}`,
    userId: session.user.uid,
    value: form,
    dirty,
    initial: saved,
    same: (a, b) => !crmFormChangedSince(a, b),
    clock: services.clock,
  });
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirtyRef.current && current.pathname !== next.pathname,
    withResolver: true,
    enableBeforeUnload: () => dirtyRef.current,
  });
  const [editing, setEditing] = useState<QuestionDraft | undefined>(undefined);

  const save = useSaveCrmForm(eid, {
    onDone: (form) => {
      draft.saved();
      setLoaded(form);
      setForm(form);
      notify({ color: 'green', message: t`Formulario guardado` });
    },
    onFailed: (error) => {
      // The session is over: after the next sign-in, what was typed is offered back (kept as a draft).
      if (isApiError(error) && error.kind === 'session-expired') return;
      if (isApiError(error) && error.kind === 'server-message') notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      else notifyTitled({ color: 'red', title: i18n._(crmMessages.SAVE_FAILED), message: describe(error) });
    },
  });
  const submit = async (): Promise<void> => {
    const toSave = form;
    // Whatever happens to the save, the edit is kept in this browser until it is saved.
    draft.keep(toSave);
    const current = await services.crm.form(eid).catch(() => undefined);
    if (current !== undefined && crmFormChangedSince(loaded, current)) {
      openConfirm({
        title: t`El formulario ha cambiado`,
        children: <Text size="sm">{t`Alguien ha guardado cambios en el formulario desde que lo abriste (quizá tú, en otra pestaña). Si guardas ahora, tus cambios sustituirán a los suyos.`}</Text>,
        labels: { confirm: t`Guardar mis cambios`, cancel: t`Revisar` },
        onConfirm: () => save.mutate(toSave),
      });
      return;
    }
    await save.mutateAsync(toSave).catch(() => undefined);
  };
  const submitOnce = useOneAtATime(submit);
  const busy = save.isPending || submitOnce.running;

  const discard = (): void => {
    setForm(loaded);
    draft.saved();
  };
  const confirmRemoval = (question: CrmField): void =>
    openConfirm({
      title: t`¿Eliminar la pregunta «${question.title}»?`,
      children: <Text size="sm">{t`Se perderán las respuestas de tus clientes a esta pregunta cuando guardes el formulario.`}</Text>,
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        setForm((current) => {
          const result = removeQuestion(current, question.id, protectedRefs);
          return result.ok ? result.value : current;
        }),
    });
  const addQuestion = (): void =>
    setEditing({ id: newQuestionId(form, services.clock.now()), title: '', type: 'short_text', description: '', choices: [], allowMultipleSelection: false, required: false });

  return (
    <Stack gap="md">
      <DraftOffer draft={draft} title={t`Tienes cambios sin guardar en este formulario`} onRestore={setForm} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <TextInput label={t`Título del formulario`} value={form.title} onChange={(event) => setForm({ ...form, title: event.currentTarget.value })} maxLength={200} />
          <Text size="sm">
            {t`Dirección del formulario:`} <Code>{form.embedUrl}</Code>
          </Text>
        </Stack>
      </Paper>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4" id="crm-questions-title">
            {t`Preguntas`}
          </Title>
          <Text size="sm" c="dimmed">
            {t`Las preguntas obligatorias no se pueden eliminar.`}
          </Text>
        </div>
        <Button variant="light" onClick={addQuestion} leftSection={<icons.plus size={16} aria-hidden />}>
          {t`Añadir pregunta`}
        </Button>
      </Group>
      <Stack component="ol" gap="xs" aria-labelledby="crm-questions-title" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {form.fields.map((field, index) => {
          const locked = questionDeletion(field, protectedRefs) === 'FORBIDDEN';
          const titleId = `crm-question-${index}`;
          return (
            <Paper key={field.id} component="li" withBorder radius="md" p="sm" aria-labelledby={titleId}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4}>
                  <Text fw={600} id={titleId}>
                    {field.title}
                  </Text>
                  <Group gap={6}>
                    <Badge variant="light" color="blue">
                      {typeLabel(field.type)}
                    </Badge>
                    {locked && (
                      <Badge variant="light" color="gray" leftSection={<icons.lock size={12} aria-hidden />}>
                        {t`Obligatoria`}
                      </Badge>
                    )}
                    {field.validations.required && (
                      <Badge variant="outline" color="gray">
                        {t`Respuesta requerida`}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t`Referencia:`} <Code>{field.ref}</Code>
                  </Text>
                  {(field.properties.choices ?? []).length > 0 && (
                    <Text size="sm">
                      {field.properties.allowMultipleSelection === true ? t`Opciones (varias respuestas):` : t`Opciones:`} {(field.properties.choices ?? []).map((choice) => choice.label).join(' · ')}
                    </Text>
                  )}
                </Stack>
                {locked ? (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t`No se puede eliminar`}
                  </Text>
                ) : (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="compact-sm" variant="light" leftSection={<icons.edit size={14} aria-hidden />} onClick={() => setEditing(questionDraftOf(field))} aria-label={t`Editar la pregunta ${field.title}`}>
                      {t`Editar`}
                    </Button>
                    <Button size="compact-sm" variant="light" color="red" leftSection={<icons.trash size={14} aria-hidden />} onClick={() => confirmRemoval(field)} aria-label={t`Eliminar la pregunta ${field.title}`}>
                      {t`Eliminar`}
                    </Button>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }}>
        <Group justify="space-between">
          <Text size="sm" c={dirty ? 'orange.9' : 'dimmed'} aria-live="polite">
            {dirty ? t`Hay cambios sin guardar.` : t`Todos los cambios están guardados.`}
          </Text>
          <Group gap="sm">
            {dirty && (
              <Button variant="default" onClick={discard} disabled={busy}>
                {t`Descartar cambios`}
              </Button>
            )}
            <Button onClick={() => submitOnce.run()} loading={busy} disabled={!dirty} leftSection={<icons.save size={16} aria-hidden />}>
              {t`Guardar formulario`}
            </Button>
          </Group>
        </Group>
      </Paper>
      <QuestionModal
        draft={editing}
        form={form}
        templates={templates}
        isNew={editing !== undefined && !form.fields.some((field) => field.id === editing.id)}
        onClose={() => setEditing(undefined)}
        onDone={(question) => {
          setForm((current) => withQuestion(current, question));
          setEditing(undefined);
        }}
      />
      <UnsavedChangesModal blocker={blocker} message={t`Has hecho cambios en el formulario que no se han guardado. ¿Quieres salir y descartarlos?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}
