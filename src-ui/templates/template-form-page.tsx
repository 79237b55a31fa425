import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Grid, Group, Loader, Paper, Radio, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { formatDate, isApiError } from '@domain/shared-kernel';
import {
  DEFAULT_TEMPLATE,
  permissionRefusalMessage,
  emptyTemplateFields,
  isNewTemplateId,
  stampTemplateAuthor,
  templateFailureMessage,
  templateForSave,
  templateSuccessMessage,
  templateChangedSince,
  templateUsesSegmentAndPost,
  withTemplateType,
  type CampaignTemplate,
  type EmailDesignerSession,
  type TemplateRequiredField,
  type TemplateType,
} from '@domain/templates';
import { notify } from '../shared/notify';
import { RecordFormActions, RecordFormHeading, RecordLoadFailure, RecordLoading, tellCommonSaveFailure, useRecordForm } from '../shared/record-form';
import { useOneAtATime } from '../shared/use-one-at-a-time';
import { useUiServices } from '../shared/ui-services-context';
import { EmailDesignerPanel } from './email-designer-panel';
import { notifyTitled } from '../shared/titled-notice';
import { useErrorText } from '../shared/load-failure';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { templateMessages, templateTypeLabels } from './template-messages';
import { useSaveTemplate } from './template.mutations';
import { templateQueries } from './template.queries';
import { DraftOffer } from '../shared/draft-offer';

export const TemplateFormRoute = createLazyRoute('/app-h/campaignTemplates/saveCampaignTemplate/{-$id}')({ component: TemplateFormPage });

const LIST_PATH = '/app-h/backoffice/campaignTemplateList';

/**
 * The campaign-template form (spec 1 §2.8, §4 "Template editing"): a new template (no id, or 'new')
 * starts from the default template; an existing one is loaded by id after its edit permission is checked
 * (a 40x: in use, back to the list; any other failure still allows editing).
 */
export function TemplateFormPage() {
  const { id } = TemplateFormRoute.useParams();
  if (id === undefined || isNewTemplateId(id)) return <TemplateEditor key="new" initial={DEFAULT_TEMPLATE} />;
  return <ExistingTemplate key={id} id={id} />;
}

function ExistingTemplate({ id }: { id: string }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const permission = useQuery(templateQueries.editPermission(services, id));
  const permissionStatus = isApiError(permission.error) ? permission.error.status : -1;
  const refusal = permission.isError ? permissionRefusalMessage(permissionStatus) : undefined;
  const refused = refusal !== undefined;
  const template = useQuery({ ...templateQueries.detail(services, id), enabled: permission.isSuccess || (permission.isError && !refused) });

  useEffect(() => {
    if (refusal === undefined) return;
    // One notice, however often the effect runs: the same id replaces rather than repeats it.
    notify({ id: `template-refused-${id}`, color: 'red', message: i18n._(templateMessages[refusal]) });
    void navigate({ to: LIST_PATH, replace: true });
  }, [refusal, id, i18n, navigate]);

  if (permission.isPending || refused || template.isPending) {
    return <RecordLoading label={permission.isPending ? t`Comprobando si la plantilla se puede editar…` : t`Cargando la plantilla…`} />;
  }
  if (template.isError) {
    return <RecordLoadFailure heading={t`Editar plantilla`} title={t`No se ha podido cargar la plantilla`} query={template} listPath={LIST_PATH} backLabel={t`Volver al listado`} />;
  }
  return <TemplateEditor initial={template.data} />;
}

/** Field errors in a red dark enough for 4.5:1 on white (Mantine's error red is lighter). */
const FIELD_STYLES = { error: { color: 'var(--mantine-color-red-9)' } };

const fieldHint = (field: TemplateRequiredField, missing: readonly TemplateRequiredField[], message: string): string | undefined => (missing.includes(field) ? message : undefined);

function TemplateEditor({ initial }: { initial: CampaignTemplate }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const [missing, setMissing] = useState<readonly TemplateRequiredField[]>([]);
  const [preparing, setPreparing] = useState(false);
  const sessionRef = useRef<EmailDesignerSession | undefined>(undefined);
  const isNew = initial.id === undefined;
  const segments = useQuery(templateQueries.segments(services));
  const posts = useQuery(templateQueries.blogPosts(services));
  const describe = useErrorText();

  const editor = useRecordForm({ formKey: `template:${initial.id ?? 'new'}`, start: initial, same: (a, b) => !templateChangedSince(a, b), listPath: LIST_PATH });
  const { form: template, setForm: setTemplate, touch } = editor;
  // What the email designer starts from: the loaded template, or a draft the user took back.
  const [designSource, setDesignSource] = useState<CampaignTemplate>(initial);
  const [designRevision, setDesignRevision] = useState(0);
  const restoreDraft = (value: CampaignTemplate): void => {
    editor.restore(value);
    setDesignSource(value);
    setDesignRevision((revision) => revision + 1);
  };
  const update = (change: Partial<CampaignTemplate>): void => {
    editor.update(change);
    setMissing((current) => current.filter((field) => !(field in change)));
  };

  const save = useSaveTemplate(initial.id, {
    onSaved: () => editor.saved(i18n._(templateMessages[templateSuccessMessage(isNew ? 'create' : 'update')])),
    onFailed: (error) => {
      if (tellCommonSaveFailure(error)) return;
      // Too many requests, even after waiting as the server asked: nothing was saved, the form stays.
      const status = isApiError(error) && error.kind !== 'rate-limited' ? error.status : -1;
      const code = templateFailureMessage(isNew ? 'create' : 'update', status);
      if (code === 'UPDATE_IN_USE') {
        // In use: the template cannot be edited any more, back to the list (spec 1 §8).
        notify({ color: 'red', message: i18n._(templateMessages[code]) });
        editor.leave();
        return;
      }
      // Any other failure keeps the form and everything typed, so the save can be tried again.
      notifyTitled({ color: 'red', title: i18n._(templateMessages[code]), message: describe(error) });
    },
  });

  const submit = async (): Promise<void> => {
    let candidate = template;
    const session = sessionRef.current;
    if (session !== undefined) {
      setPreparing(true);
      try {
        const design = await session.save({ subject: template.subject });
        candidate = { ...template, content: design.content, htmlContent: design.html };
        setTemplate(candidate);
      } catch (error) {
        notifyTitled({ color: 'red', title: t`No se ha podido obtener el diseño del editor de correo`, message: describe(error) });
        return;
      } finally {
        setPreparing(false);
      }
    }
    const checked = templateForSave(candidate);
    if (!checked.ok) {
      setMissing(emptyTemplateFields(candidate));
      notify({ color: 'red', message: i18n._(templateMessages.FIELDS_EMPTY) });
      return;
    }
    const author = services.session.current()?.user.username ?? '';
    const toSave = stampTemplateAuthor(checked.value, isNew ? 'create' : 'update', author);
    // Someone may have saved this template since it was loaded: ask before overwriting their change.
    const question = { title: t`La plantilla ha cambiado`, message: t`Alguien ha guardado cambios en esta plantilla desde que la abriste (quizá tú, en otra pestaña). Si guardas ahora, tus cambios sustituirán a los suyos.`, confirm: t`Guardar mis cambios`, cancel: t`Revisar` };
    const id = initial.id;
    const check = id === undefined ? undefined : { read: () => services.templates.get(id), changed: (current: CampaignTemplate) => templateChangedSince(initial, current), question };
    await editor.send(save, toSave, check, candidate);
  };
  const submitOnce = useOneAtATime(submit);

  const usesSegmentAndPost = templateUsesSegmentAndPost(template.type);
  const segmentData = [
    { value: '0', label: t`Sin segmento` },
    ...(segments.data ?? []).map((segment) => ({ value: String(segment.id), label: segment.name })),
    ...(template.segmentId !== 0 && !(segments.data ?? []).some((segment) => segment.id === template.segmentId) ? [{ value: String(template.segmentId), label: t`Segmento ${template.segmentId}` }] : []),
  ];
  const postData = [
    { value: '0', label: t`Sin entrada del blog` },
    ...(posts.data ?? []).map((post) => ({ value: String(post.id), label: post.publishedAt === undefined ? post.title : `${post.title} · ${formatDate(post.publishedAt)}` })),
    ...(template.postId !== 0 && !(posts.data ?? []).some((post) => post.id === template.postId) ? [{ value: String(template.postId), label: t`Entrada ${template.postId}` }] : []),
  ];
  const chosenPost = posts.data?.find((post) => post.id === template.postId);
  const busy = preparing || editor.checking || save.isPending || submitOnce.running;

  return (
    <Stack gap="md">
      <RecordFormHeading title={isNew ? t`Nueva plantilla de campaña` : t`Editar plantilla de campaña`} name={isNew ? undefined : initial.name} />
      <DraftOffer draft={editor.draft} title={t`Tienes cambios sin guardar en esta plantilla`} onRestore={restoreDraft} />
      <Paper withBorder radius="md" p="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label={t`Nombre`}
              required
              value={template.name}
              onChange={(event) => update({ name: event.currentTarget.value })}
              error={fieldHint('name', missing, t`Escribe el nombre de la plantilla.`)}
              styles={FIELD_STYLES}
              maxLength={200}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label={t`Asunto del correo`} value={template.subject} onChange={(event) => update({ subject: event.currentTarget.value })} maxLength={200} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t`Descripción`}
              required
              autosize
              minRows={2}
              maxRows={6}
              value={template.description}
              onChange={(event) => update({ description: event.currentTarget.value })}
              error={fieldHint('description', missing, t`Escribe una descripción de la plantilla.`)}
              styles={FIELD_STYLES}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Radio.Group
              label={t`Tipo`}
              value={String(template.type)}
              onChange={(value) => {
                editor.change((current) => withTemplateType(current, Number(value) as TemplateType));
              }}
            >
              <Group mt={6}>
                <Radio value="1" label={i18n._(templateTypeLabels[1])} />
                <Radio value="2" label={i18n._(templateTypeLabels[2])} />
              </Group>
            </Radio.Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              label={t`Segmento`}
              data={segmentData}
              value={usesSegmentAndPost ? String(template.segmentId) : '0'}
              onChange={(value) => value !== null && update({ segmentId: Number(value) })}
              disabled={!usesSegmentAndPost || segments.isError}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t`Ningún segmento coincide`}
              rightSection={segments.isPending ? <Loader size="xs" /> : undefined}
              description={usesSegmentAndPost ? undefined : t`Las plantillas promocionales no tienen segmento.`}
            />
            {segments.isError && usesSegmentAndPost && (
              <Alert color="red" role="alert" mt="xs" p="xs">
                <Group gap="xs" justify="space-between">
                  <Text size="sm">{t`No se han podido cargar los segmentos.`}</Text>
                  <Button size="compact-xs" variant="light" color="red" onClick={() => void segments.refetch()} loading={segments.isFetching}>
                    {t`Reintentar segmentos`}
                  </Button>
                </Group>
              </Alert>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              label={t`Entrada del blog`}
              data={postData}
              value={usesSegmentAndPost ? String(template.postId) : '0'}
              onChange={(value) => value !== null && update({ postId: Number(value) })}
              disabled={!usesSegmentAndPost || posts.isError}
              searchable
              limit={200}
              allowDeselect={false}
              nothingFoundMessage={t`Ninguna entrada coincide`}
              rightSection={posts.isPending ? <Loader size="xs" /> : undefined}
              description={usesSegmentAndPost ? undefined : t`Las plantillas promocionales no enlazan una entrada del blog.`}
            />
            {usesSegmentAndPost && chosenPost !== undefined && chosenPost.link !== '' && (
              <Anchor href={chosenPost.link} target="_blank" rel="noopener noreferrer" size="xs">
                {t`Abrir la entrada en el blog`}
              </Anchor>
            )}
            {posts.isError && usesSegmentAndPost && (
              <Alert color="red" role="alert" mt="xs" p="xs">
                <Group gap="xs" justify="space-between">
                  <Text size="sm">{t`No se han podido cargar las entradas del blog.`}</Text>
                  <Button size="compact-xs" variant="light" color="red" onClick={() => void posts.refetch()} loading={posts.isFetching}>
                    {t`Reintentar entradas`}
                  </Button>
                </Group>
              </Alert>
            )}
          </Grid.Col>
        </Grid>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t`Diseño del correo`}
          </Title>
          {missing.includes('content') && (
            <Text size="sm" c="red.9" role="alert">
              {t`El diseño del correo está vacío: añade al menos un bloque con contenido.`}
            </Text>
          )}
          <EmailDesignerPanel
            key={designRevision}
            design={{ content: designSource.content, html: designSource.htmlContent }}
            subject={template.subject}
            sessionRef={sessionRef}
            onChange={() => {
              touch();
              setMissing((current) => current.filter((field) => field !== 'content'));
            }}
          />
        </Stack>
      </Paper>
      <RecordFormActions listPath={LIST_PATH} busy={busy} cancelLabel={t`Cancelar`} saveLabel={t`Guardar plantilla`} onSave={() => submitOnce.run()} />
      <UnsavedChangesModal blocker={editor.blocker} message={t`Has hecho cambios en la plantilla que no se han guardado. ¿Quieres salir y descartarlos?`} onDiscard={editor.draft.saved} />
    </Stack>
  );
}
