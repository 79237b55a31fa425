import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Modal, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { CRM_QUESTION_TYPES, buildQuestion, questionDraftOf, questionRef, type CrmField, type CrmForm, type QuestionDraft, type QuestionDraftError } from '@domain/crm';
import { useQuestionTypeLabel } from './crm-answers';
import { questionErrorMessages } from './crm-messages';

/**
 * The dialog that adds a question to the form (blank, or from a ready-made one) or changes one: its
 * title (the ref follows it, spec 2 §3), its type (a new question only), its description, its choices
 * and whether an answer is required.
 */
export function QuestionModal(props: {
  draft: QuestionDraft | undefined;
  isNew: boolean;
  form: CrmForm;
  templates: UseQueryResult<readonly CrmField[]>;
  onClose: () => void;
  onDone: (question: CrmField) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={props.draft !== undefined} onClose={props.onClose} title={props.isNew ? t`Añadir pregunta` : t`Editar pregunta`} centered size="lg" closeButtonProps={{ 'aria-label': t`Cerrar` }}>
      {props.draft !== undefined && <QuestionForm key={props.draft.id} {...props} draft={props.draft} />}
    </Modal>
  );
}

function QuestionForm({ draft: initial, isNew, form, templates, onClose, onDone }: { draft: QuestionDraft; isNew: boolean; form: CrmForm; templates: UseQueryResult<readonly CrmField[]>; onClose: () => void; onDone: (question: CrmField) => void }) {
  const { t, i18n } = useLingui();
  const typeLabel = useQuestionTypeLabel();
  const [draft, setDraft] = useState(initial);
  const [choicesText, setChoicesText] = useState(initial.choices.join('\n'));
  const [error, setError] = useState<QuestionDraftError | undefined>(undefined);
  const change = (patch: Partial<QuestionDraft>): void => {
    setDraft((current) => ({ ...current, ...patch }));
    setError(undefined);
  };
  const fromTemplate = (id: string | null): void => {
    const template = templates.data?.find((candidate) => candidate.id === id);
    if (template === undefined) return;
    const next = { ...questionDraftOf(template), id: initial.id };
    setDraft(next);
    setChoicesText(next.choices.join('\n'));
    setError(undefined);
  };
  const submit = (): void => {
    const result = buildQuestion({ ...draft, choices: choicesText.split('\n') }, form);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    onDone(result.value);
  };
  const isChoice = draft.type === 'multiple_choice';
  const ref = questionRef(draft.title);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {isNew &&
          (templates.isError ? (
            <Alert color="red" role="alert" p="xs">
              <Group gap="xs" justify="space-between">
                <Text size="sm">{t`No se han podido cargar las preguntas predefinidas.`}</Text>
                <Button size="compact-xs" variant="light" color="red" onClick={() => void templates.refetch()} loading={templates.isFetching}>
                  {t`Reintentar`}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Select
              label={t`Partir de una pregunta predefinida`}
              placeholder={templates.isPending ? t`Cargando…` : t`Ninguna`}
              data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.title }))}
              onChange={fromTemplate}
              value={null}
              disabled={templates.isPending}
            />
          ))}
        <TextInput
          label={t`Pregunta`}
          required
          value={draft.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          error={error === 'EMPTY_TITLE' || error === 'DUPLICATE_REF' ? i18n._(questionErrorMessages[error]) : undefined}
          maxLength={200}
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          {t`Referencia:`} <Code>{ref === '' ? '—' : ref}</Code>
        </Text>
        <Select
          label={t`Tipo de respuesta`}
          data={CRM_QUESTION_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          value={draft.type}
          onChange={(value) => value !== null && change({ type: value })}
          allowDeselect={false}
          disabled={!isNew}
          description={isNew ? undefined : t`El tipo de una pregunta guardada no cambia: sus respuestas dejarían de tener sentido.`}
        />
        <TextInput label={t`Descripción`} value={draft.description} onChange={(event) => change({ description: event.currentTarget.value })} maxLength={500} />
        {isChoice && (
          <>
            <Textarea
              label={t`Opciones, una por línea`}
              required
              autosize
              minRows={3}
              maxRows={8}
              value={choicesText}
              onChange={(event) => {
                setChoicesText(event.currentTarget.value);
                setError(undefined);
              }}
              error={error === 'NO_CHOICES' ? i18n._(questionErrorMessages.NO_CHOICES) : undefined}
            />
            <Switch label={t`Permitir varias respuestas`} checked={draft.allowMultipleSelection} onChange={(event) => change({ allowMultipleSelection: event.currentTarget.checked })} />
          </>
        )}
        <Switch label={t`Respuesta obligatoria`} checked={draft.required} onChange={(event) => change({ required: event.currentTarget.checked })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t`Cancelar`}
          </Button>
          <Button type="submit">{isNew ? t`Añadir` : t`Aplicar`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
