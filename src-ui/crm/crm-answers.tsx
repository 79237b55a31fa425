import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Select, TextInput, Textarea } from '@mantine/core';
import type { CrmAnswerValue, CrmField } from '@domain/crm';
import { questionTypeLabels } from './crm-messages';

/** The question types answered with a line of text. */
const LINE_TYPES: Readonly<Record<string, 'text' | 'email' | 'tel' | 'url'>> = { short_text: 'text', email: 'email', phone_number: 'tel', website: 'url', number: 'text' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The labels an answer holds: one label, or the labels chosen. */
export function answerLabels(value: CrmAnswerValue | undefined): readonly string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value as readonly string[];
  return [];
}

/** An answer as the screens show it; undefined when unanswered. */
export function useAnswerText(): (value: CrmAnswerValue | undefined, type: string) => string | undefined {
  const { t } = useLingui();
  return (value, type) => {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
    if (typeof value === 'boolean') return value ? t`Sí` : t`No`;
    if (Array.isArray(value)) return (value as readonly string[]).join(', ');
    if (type === 'date' && typeof value === 'string') {
      const day = DAY.exec(value);
      if (day !== null) return `${day[3]}/${day[2]}/${day[1]}`;
    }
    return String(value);
  };
}

/** The name of a question's type. */
export function useQuestionTypeLabel(): (type: string) => string {
  const { i18n } = useLingui();
  return (type) => {
    const label = questionTypeLabels[type];
    return label === undefined ? type : i18n._(label);
  };
}

/**
 * The input of one answer, by its question's type: a line or a box of text, a date, yes or no, one
 * choice or several. A label the form no longer offers stays selectable while it is the answer.
 */
export function AnswerInput({ question, label, value, onChange }: { question: Pick<CrmField, 'id' | 'type' | 'properties'>; label: string; value: CrmAnswerValue | undefined; onChange: (value: CrmAnswerValue) => void }) {
  const { t } = useLingui();
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const type = question.type;
  if (type === 'multiple_choice' || type === 'dropdown') {
    const offered = (question.properties.choices ?? []).map((choice) => choice.label);
    const chosen = answerLabels(value);
    const labels = [...offered, ...chosen.filter((label) => !offered.includes(label))];
    if (question.properties.allowMultipleSelection === true) {
      return (
        <Checkbox.Group label={label} value={[...chosen]} onChange={(next) => onChange(labels.filter((candidate) => next.includes(candidate)))}>
          <Group gap="md" mt={6}>
            {labels.map((choice) => (
              <Checkbox key={choice} value={choice} label={choice} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    }
    return <Select label={label} data={labels} value={chosen[0] ?? null} onChange={(next) => onChange(next ?? null)} clearable placeholder={t`Sin respuesta`} allowDeselect />;
  }
  if (type === 'yes_no' || type === 'legal') {
    return (
      <Select
        label={label}
        data={[
          { value: 'true', label: t`Sí` },
          { value: 'false', label: t`No` },
        ]}
        value={typeof value === 'boolean' ? String(value) : null}
        onChange={(next) => onChange(next === null ? null : next === 'true')}
        clearable
        placeholder={t`Sin respuesta`}
      />
    );
  }
  if (type === 'date') {
    return <TextInput type="date" label={label} value={DAY.exec(text)?.[0] ?? ''} onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)} w={220} />;
  }
  if (type === 'long_text') {
    return <Textarea label={label} value={text} onChange={(event) => onChange(event.currentTarget.value)} autosize minRows={2} maxRows={6} />;
  }
  return <TextInput type={LINE_TYPES[type] ?? 'text'} label={label} value={text} onChange={(event) => onChange(event.currentTarget.value)} maxLength={500} />;
}
