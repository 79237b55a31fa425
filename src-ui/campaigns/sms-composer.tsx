import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { memo, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { smsCampaignMessages } from '@domain/campaigns';
import { SMS_MAX_UNITS, measureSms, replaceGsmCharacter, smsMessageErrors, suggestGsmReplacements } from '@domain/sms';
import { formatCount } from '../shared/format-count';
import { smsMessages } from './campaign-messages';
import classes from './sms-composer.module.css';

/** Shows an invisible or blank character by its name, so that a user can tell what the highlight marks. */
function visible(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (character === '\t') return '⇥';
  if (/\s/u.test(character) || code < 0x20) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return character;
}

/** A stretch of the text: one character outside GSM-7 (marked), or the characters between two of them. */
interface TextRun {
  /** Where the run starts, in characters: its key, the same while the text before it stays. */
  readonly at: number;
  readonly text: string;
  readonly marked: boolean;
}

/**
 * `text` cut into the runs the composer draws: each character of `invalid` a marked run of its own, the
 * characters between them one plain run, so that a 306-character text is a dozen elements, not 306.
 */
export function markedRuns(text: string, invalid: ReadonlySet<string>): TextRun[] {
  const runs: TextRun[] = [];
  let plain = '';
  let plainAt = 0;
  let at = 0;
  for (const character of text) {
    if (invalid.has(character)) {
      if (plain !== '') runs.push({ at: plainAt, text: plain, marked: false });
      runs.push({ at, text: character, marked: true });
      plain = '';
      plainAt = at + 1;
    } else {
      plain += character;
    }
    at += 1;
  }
  if (plain !== '') runs.push({ at: plainAt, text: plain, marked: false });
  return runs;
}

/** How long typing may pause before the text reaches the wizard (its autosave, local copy and checks). */
export const SMS_TEXT_SETTLE_MS = 250;

/** What {@link useSettledText} gives the composer. */
interface SettledText {
  /** The text as typed, for the counts and marks (updated in a transition, after the key paints). */
  readonly typed: string;
  /** The field, which the browser keeps as typed (uncontrolled): a key press needs no render to show. */
  readonly field: RefObject<HTMLTextAreaElement | null>;
  /** Takes what the field now holds. */
  readonly type: (next: string) => void;
  /** Puts a text in the field (a replacement) and hands it over at once. */
  readonly replace: (next: string) => void;
  /** Hands over what is typed and not handed over yet. */
  readonly flush: () => void;
}

/**
 * The text as typed: the field shows it at once (the browser draws it), the counts and marks follow in
 * a transition, and the wizard gets it through `onChange` once typing pauses for
 * {@link SMS_TEXT_SETTLE_MS}, when the field loses focus, when the page is hidden or closed, and when
 * the composer goes; a replacement is handed over at once. So a key press renders neither the whole
 * wizard nor the field. A new `text` from outside (a draft offered back, a save's answer) replaces it.
 */
function useSettledText(text: string, onChange: (text: string) => void): SettledText {
  const [typed, setTyped] = useState(text);
  const field = useRef<HTMLTextAreaElement | null>(null);
  const pending = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  const flush = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    const next = pending.current;
    pending.current = undefined;
    if (next !== undefined) latestOnChange.current(next);
  }, []);

  const type = useCallback(
    (next: string) => {
      startTransition(() => setTyped(next));
      pending.current = next;
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SMS_TEXT_SETTLE_MS);
    },
    [flush],
  );

  const replace = useCallback(
    (next: string) => {
      if (field.current !== null) field.current.value = next;
      setTyped(next);
      pending.current = next;
      flush();
    },
    [flush],
  );

  // A text from outside that is not what this composer handed over replaces what is shown.
  useEffect(() => {
    if (pending.current !== undefined) return;
    setTyped(text);
    if (field.current !== null && field.current.value !== text) field.current.value = text;
  }, [text]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { typed, field, type, replace, flush };
}

/**
 * The SMS of a campaign (spec 2 §5 "SMS content"): units and segments counted as the user types, each
 * character outside GSM-7 highlighted where it stands, with its look-alike offered one by one or all at
 * once, showing units and segments before and after; the cost as segments × recipients; more than 306
 * units, an empty text or a missing sender name stop the wizard with the rule's message.
 */
export function SmsComposer({
  text: settledText,
  senderName,
  recipients,
  showErrors,
  onChange,
}: {
  text: string;
  senderName: string;
  /** How many clients the campaign reaches, when known. */
  recipients: number | undefined;
  showErrors: boolean;
  onChange: (text: string) => void;
}) {
  const { t, i18n } = useLingui();
  const counterId = useId();
  const { typed: analysed, field, type, replace, flush } = useSettledText(settledText, onChange);
  const errors = useMemo(() => smsMessageErrors({ senderName, text: analysed }), [senderName, analysed]);
  const shownErrors = errors.filter((error) => showErrors || error === 'TOO_LONG' || error === 'INVALID_CHARACTERS');

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm" fw={600}>{t`Remitente del SMS:`}</Text>
        {senderName === '' ? (
          <Text size="sm" c="red.8">
            {i18n._(smsMessages.MISSING_SENDER)}
          </Text>
        ) : (
          // As it will arrive: letter case kept (a badge would draw it in capitals).
          <Badge variant="outline" color="blue.9" tt="none">
            {senderName}
          </Badge>
        )}
      </Group>
      <Textarea
        label={t`Texto del SMS`}
        description={t`Hasta 160 unidades van en un SMS; los textos más largos van en varias partes, hasta ${SMS_MAX_UNITS} unidades.`}
        ref={field}
        defaultValue={settledText}
        onChange={(event) => type(event.currentTarget.value)}
        onBlur={flush}
        // A fixed height: growing with the text measures the layout on every key press.
        rows={6}
        resize="vertical"
        aria-describedby={counterId}
        error={shownErrors.length > 0 ? shownErrors.map((error) => i18n._(smsMessages[error])).join(' ') : undefined}
      />
      <SmsAnalysis text={analysed} recipients={recipients} counterId={counterId} onReplace={replace} />
    </Stack>
  );
}

/** The counts, the cost, the marked characters and their replacements of `text`. */
const SmsAnalysis = memo(function SmsAnalysis({
  text,
  recipients,
  counterId,
  onReplace,
}: {
  readonly text: string;
  readonly recipients: number | undefined;
  readonly counterId: string;
  readonly onReplace: (text: string) => void;
}) {
  const { t, i18n } = useLingui();
  const measure = useMemo(() => measureSms(text), [text]);
  const report = useMemo(() => suggestGsmReplacements(text), [text]);
  const invalid = new Set(measure.invalidCharacters);
  const withoutLookalike = measure.invalidCharacters.filter((character) => !report.suggestions.some((suggestion) => suggestion.character === character));
  const locale = i18n.locale;
  const formatNumber = (value: number) => formatCount(value, locale);
  const units = formatNumber(measure.units);
  const segments = measure.segments;
  return (
    <>
      <Group gap="lg" id={counterId} aria-live="polite">
        <Text size="sm" c={measure.units > SMS_MAX_UNITS ? 'red.8' : undefined}>
          {t`${units} de ${SMS_MAX_UNITS} unidades`}
        </Text>
        <Text size="sm">{segments === 1 ? t`1 SMS` : t`${segments} SMS`}</Text>
        {recipients !== undefined && segments > 0 && (
          <Text size="sm" fw={600}>
            {t`Coste: ${segments} SMS × ${formatNumber(recipients)} destinatarios = ${formatNumber(smsCampaignMessages(segments, recipients))} mensajes`}
          </Text>
        )}
      </Group>
      {invalid.size > 0 && (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="sm">
            <Text size="sm" fw={600} id={`${counterId}-marked`}>
              {t`Caracteres que no admite el SMS, marcados en el texto:`}
            </Text>
            <p className={classes.marked} aria-labelledby={`${counterId}-marked`} lang={locale}>
              {markedRuns(text, invalid).map((run) =>
                run.marked ? (
                  <mark key={run.at} className={classes.invalid} title={t`No admitido: ${visible(run.text)}`}>
                    {/\s/u.test(run.text) ? visible(run.text) : run.text}
                  </mark>
                ) : (
                  <span key={run.at}>{run.text}</span>
                ),
              )}
            </p>
            {report.suggestions.length > 0 && (
              <>
                <Text size="sm" fw={600} id={`${counterId}-replacements`}>
                  {t`Sustitutos:`}
                </Text>
                {/* One row per character, wrapping on a narrow screen: every part and its button in reach, no sideways scroll. */}
                <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={`${counterId}-replacements`}>
                  {report.suggestions.map((suggestion) => {
                    const after = replaceGsmCharacter(text, suggestion.character);
                    const shown = visible(suggestion.character);
                    const replacementShown = visible(suggestion.replacement);
                    return (
                      <Group component="li" key={suggestion.character} gap="xs" wrap="wrap" justify="space-between" className={classes.replacement}>
                        <Group gap="xs" wrap="wrap">
                          <Text span size="sm">
                            <mark className={classes.invalid}>{shown}</mark> → {replacementShown}
                          </Text>
                          <Text span size="sm" c="dimmed">
                            {t`después: ${formatNumber(after.after.units)} unidades, ${after.after.segments} SMS`}
                          </Text>
                        </Group>
                        <Button size="compact-sm" variant="light" aria-label={t`Sustituir ${shown} por ${replacementShown}`} onClick={() => onReplace(after.text)}>
                          {t`Sustituir`}
                        </Button>
                      </Group>
                    );
                  })}
                </Stack>
                <Group gap="sm" wrap="wrap">
                  <Button size="sm" onClick={() => onReplace(report.replaced)}>
                    {t`Sustituir todos`}
                  </Button>
                  <Text size="sm">
                    {t`Ahora ${units} unidades y ${segments} SMS; después ${formatNumber(report.after.units)} unidades y ${report.after.segments} SMS.`}
                  </Text>
                </Group>
              </>
            )}
            {withoutLookalike.length > 0 && (
              <Alert color="red" role="alert" p="xs">
                {t`Sin sustituto: ${withoutLookalike.map(visible).join(' ')}. Bórralos o cámbialos a mano.`}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
});
