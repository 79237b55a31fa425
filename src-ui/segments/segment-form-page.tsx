import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, FileButton, Grid, Group, NumberInput, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@domain/shared-kernel';
import {
  EMPTY_SEGMENT,
  SEGMENT_GENDERS,
  SEGMENT_MAX_AGE,
  SEGMENT_MIN_AGE,
  agesAfterRules,
  isNewSegmentId,
  segmentChangedSince,
  segmentFailureMessage,
  segmentImageName,
  segmentInputErrors,
  segmentInputOf,
  thumbnailProblem,
  type CampaignSegment,
  type SegmentGender,
  type SegmentInput,
  type SegmentInputError,
} from '@domain/segments';
import { DraftOffer } from '../shared/draft-offer';
import { icons } from '../shared/icons';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { RecordFormActions, RecordFormHeading, RecordLoadFailure, RecordLoading, tellCommonSaveFailure, useRecordForm, type RecordQuery } from '../shared/record-form';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { useOneAtATime } from '../shared/use-one-at-a-time';
import { genderLabels, segmentInputMessages, segmentMessages, segmentPictureLabels, segmentPictures, thumbnailMessages } from './segment-messages';
import { useSaveSegment } from './segment.mutations';
import { segmentQueries } from './segment.queries';

export const SegmentFormRoute = createLazyRoute('/app-h/segments/saveSegment/{-$id}')({ component: SegmentFormPage });

const LIST_PATH = '/app-h/backoffice/segmentsList';

/** Field errors in a red dark enough for 4.5:1 on white (Mantine's error red is lighter). */
const FIELD_STYLES = { error: { color: 'var(--mantine-color-red-9)' } };

/**
 * A thumbnail larger than this (as a data address) is left out of the kept draft: browser storage holds
 * a few megabytes, and the rest of what was typed matters more than a picture that can be chosen again.
 */
const DRAFT_THUMBNAIL_LIMIT = 1_000_000;

/** The form as the user fills it in: the ages as typed ('' while a field is empty). */
interface SegmentFormState {
  readonly name: string;
  readonly description: string;
  readonly thumbnail: string;
  readonly gender: readonly SegmentGender[];
  readonly minAge: number | '';
  readonly maxAge: number | '';
}

const stateOf = (input: SegmentInput): SegmentFormState => ({
  name: input.name,
  description: input.description,
  thumbnail: input.thumbnail,
  gender: input.filters.gender,
  minAge: input.filters.minAge,
  maxAge: input.filters.maxAge,
});

const typedAges = (state: SegmentFormState) => ({ minAge: state.minAge === '' ? undefined : state.minAge, maxAge: state.maxAge === '' ? undefined : state.maxAge });

/** What the form would save: the ages after the rules (spec 2 §5 "Age"). */
const inputOf = (state: SegmentFormState): SegmentInput => {
  const { range } = agesAfterRules(typedAges(state));
  return { name: state.name, description: state.description, thumbnail: state.thumbnail, filters: { gender: SEGMENT_GENDERS.filter((gender) => state.gender.includes(gender)), minAge: range.minAge, maxAge: range.maxAge } };
};

const sameState = (a: SegmentFormState, b: SegmentFormState): boolean =>
  a.minAge === b.minAge && a.maxAge === b.maxAge && !segmentChangedSince(inputOf(a), inputOf(b));

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/**
 * The segment form (spec 2 §2 "segment list and form", §5 "Segment form", "Age", "Segment image"): a new
 * segment (no id, or 'new') starts empty; an existing one opens only once its edit permission is
 * granted (spec 2 §6: a 40x means an active campaign uses it, back to the list).
 */
export function SegmentFormPage() {
  const { id } = SegmentFormRoute.useParams();
  if (isNewSegmentId(id)) return <SegmentEditor key="new" id={undefined} initial={EMPTY_SEGMENT} />;
  return <ExistingSegment key={id} id={id as string} />;
}

function ExistingSegment({ id }: { id: string }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const permission = useQuery(segmentQueries.editPermission(services, id));
  const status = isApiError(permission.error) ? permission.error.status : -1;
  // A 404 is a segment that no longer exists, not one in use (not in the spec).
  const refusal = !permission.isError ? undefined : status === 404 ? 'LOAD_FAILED' : segmentFailureMessage('checkEditPermission', status) === 'IN_USE_NOT_EDITABLE' ? 'IN_USE_NOT_EDITABLE' : undefined;
  const segment = useQuery({ ...segmentQueries.detail(services, id), enabled: permission.isSuccess });

  useEffect(() => {
    if (refusal === undefined) return;
    notify({ id: `segment-refused-${id}`, color: 'red', message: i18n._(segmentMessages[refusal]) });
    void navigate({ to: LIST_PATH, replace: true });
  }, [refusal, id, i18n, navigate]);

  const failure = (query: RecordQuery) => <RecordLoadFailure heading={t`Editar segmento`} title={i18n._(segmentMessages.LOAD_FAILED)} query={query} listPath={LIST_PATH} backLabel={t`Volver al listado`} />;
  if (permission.isError && refusal === undefined) return failure(permission);
  if (segment.isError) return failure(segment);
  if (permission.isPending || refusal !== undefined || segment.isPending) {
    return <RecordLoading label={permission.isPending ? t`Comprobando si el segmento se puede editar…` : t`Cargando el segmento…`} />;
  }
  return <SegmentEditor id={id} initial={segmentInputOf(segment.data)} />;
}

function SegmentEditor({ id, initial }: { id: string | undefined; initial: SegmentInput }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const isNew = id === undefined;
  const initialState = stateOf(initial);
  const [errors, setErrors] = useState<readonly SegmentInputError[]>([]);
  const [thumbnailError, setThumbnailError] = useState<string | undefined>();
  const [reading, setReading] = useState(false);
  const [adjusted, setAdjusted] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const genderRef = useRef<HTMLDivElement>(null);

  const draftOf = (value: SegmentFormState): SegmentFormState => (value.thumbnail.length > DRAFT_THUMBNAIL_LIMIT ? { ...value, thumbnail: initialState.thumbnail } : value);
  const editor = useRecordForm({ formKey: `segment:${id ?? 'new'}`, start: initialState, same: sameState, listPath: LIST_PATH, draftOf });
  const { form } = editor;
  const update = (change: Partial<SegmentFormState>, clears: readonly SegmentInputError[] = []): void => {
    editor.update(change);
    if (clears.length > 0) setErrors((current) => current.filter((error) => !clears.includes(error)));
  };

  // The age rules, as the user types: what each field will become when it is left.
  const ages = agesAfterRules(typedAges(form));
  /** Applies the age rules to both fields (a field was left), and says what changed. */
  const applyAgeRules = (): void => {
    const { range, minChanged, maxChanged } = agesAfterRules(typedAges(form));
    if (!minChanged && !maxChanged) return;
    editor.change((current) => ({ ...current, minAge: range.minAge, maxAge: range.maxAge }));
    setAdjusted(t`Edades ajustadas: de ${range.minAge} a ${range.maxAge} años.`);
  };

  const chooseThumbnail = async (file: File | null): Promise<void> => {
    if (file === null) return;
    const problem = thumbnailProblem(file);
    if (problem !== undefined) {
      setThumbnailError(i18n._(thumbnailMessages[problem]));
      return;
    }
    setReading(true);
    try {
      const address = await readAsDataUrl(file);
      setThumbnailError(undefined);
      update({ thumbnail: address }, ['THUMBNAIL_TOO_LARGE']);
    } catch {
      setThumbnailError(t`No se ha podido leer la imagen. Prueba con otra.`);
    } finally {
      setReading(false);
    }
  };

  const save = useSaveSegment(id, {
    onSaved: () => editor.saved(isNew ? t`Segmento creado correctamente` : t`Segmento actualizado correctamente`),
    onFailed: (error) => {
      if (tellCommonSaveFailure(error)) return;
      const status = isApiError(error) && error.kind !== 'rate-limited' ? error.status : -1;
      const code = segmentFailureMessage(isNew ? 'create' : 'update', status);
      if (code === 'IN_USE_NOT_EDITABLE') {
        notify({ color: 'red', message: i18n._(segmentMessages[code]) });
        editor.leave();
        return;
      }
      // Any other failure keeps the form and everything typed, so the save can be tried again.
      notifyTitled({ color: 'red', title: i18n._(segmentMessages[code]), message: describe(error) });
    },
  });

  const submit = async (): Promise<void> => {
    const input = inputOf(form);
    if (ages.minChanged || ages.maxChanged) applyAgeRules();
    const found = segmentInputErrors(input);
    setErrors(found);
    if (found.length > 0) {
      if (found.includes('NAME_REQUIRED')) nameRef.current?.focus();
      else if (found.includes('DESCRIPTION_REQUIRED')) descriptionRef.current?.focus();
      else if (found.includes('GENDER_REQUIRED')) genderRef.current?.querySelector('input')?.focus();
      return;
    }
    // Someone may have saved this segment since it was loaded: ask before overwriting their change.
    const question = { title: t`El segmento ha cambiado`, message: t`Alguien ha guardado cambios en este segmento desde que lo abriste. Si guardas ahora, tus cambios sustituirán a los suyos.`, confirm: t`Guardar mis cambios`, cancel: t`Revisar` };
    const check = id === undefined ? undefined : { read: () => services.segments.get(id), changed: (current: CampaignSegment) => segmentChangedSince(initial, segmentInputOf(current)), question };
    await editor.send(save, input, check);
  };
  const submitOnce = useOneAtATime(submit);
  const busy = editor.checking || save.isPending || submitOnce.running;

  const picture = segmentImageName({ gender: form.gender, minAge: ages.range.minAge });
  const errorText = (error: SegmentInputError): string | undefined => (errors.includes(error) ? i18n._(segmentInputMessages[error]) : undefined);
  const ageHint = (changed: boolean, value: number): string | undefined => (changed ? t`Al salir del campo será ${value}.` : undefined);

  return (
    <Stack gap="md">
      <RecordFormHeading title={isNew ? t`Nuevo segmento` : t`Editar segmento`} name={isNew ? undefined : initial.name} />
      <DraftOffer draft={editor.draft} title={t`Tienes cambios sin guardar en este segmento`} onRestore={editor.restore} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitOnce.run();
        }}
      >
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput
                  ref={nameRef}
                  label={t`Nombre`}
                  required
                  value={form.name}
                  onChange={(event) => update({ name: event.currentTarget.value }, ['NAME_REQUIRED'])}
                  error={errorText('NAME_REQUIRED')}
                  styles={FIELD_STYLES}
                  maxLength={200}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  ref={descriptionRef}
                  label={t`Descripción`}
                  required
                  autosize
                  minRows={2}
                  maxRows={6}
                  value={form.description}
                  onChange={(event) => update({ description: event.currentTarget.value }, ['DESCRIPTION_REQUIRED'])}
                  error={errorText('DESCRIPTION_REQUIRED')}
                  styles={FIELD_STYLES}
                />
              </Grid.Col>
            </Grid>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t`Miniatura`}
              </Title>
              <Group align="flex-start" gap="md">
                {form.thumbnail === '' ? (
                  <Text size="sm" c="dimmed" w={96}>
                    {t`Sin miniatura`}
                  </Text>
                ) : (
                  <img src={form.thumbnail} alt={t`Miniatura del segmento`} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} />
                )}
                <Stack gap="xs">
                  <Text size="sm">{t`Una imagen de hasta 10 MB (PNG, JPG, GIF, WebP o SVG).`}</Text>
                  <Group gap="xs">
                    <FileButton onChange={(file) => void chooseThumbnail(file)} accept="image/*">
                      {(props) => (
                        <Button {...props} variant="light" loading={reading} leftSection={<icons.upload size={16} aria-hidden />}>
                          {form.thumbnail === '' ? t`Elegir imagen` : t`Cambiar imagen`}
                        </Button>
                      )}
                    </FileButton>
                    {form.thumbnail !== '' && (
                      <Button variant="default" onClick={() => update({ thumbnail: '' }, ['THUMBNAIL_TOO_LARGE'])}>
                        {t`Quitar imagen`}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Group>
              {(thumbnailError ?? errorText('THUMBNAIL_TOO_LARGE')) !== undefined && (
                <Alert color="red" role="alert" p="xs">
                  <Text size="sm">{thumbnailError ?? errorText('THUMBNAIL_TOO_LARGE')}</Text>
                </Alert>
              )}
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="md">
                  <Title order={2} size="h4">
                    {t`A quién se dirige`}
                  </Title>
                  <Checkbox.Group
                    ref={genderRef}
                    label={t`Géneros`}
                    required
                    value={[...form.gender]}
                    onChange={(value) => update({ gender: SEGMENT_GENDERS.filter((gender) => value.includes(gender)) }, ['GENDER_REQUIRED'])}
                    error={errorText('GENDER_REQUIRED')}
                    styles={FIELD_STYLES}
                  >
                    <Group mt={6}>
                      {SEGMENT_GENDERS.map((gender) => (
                        <Checkbox key={gender} value={gender} label={i18n._(genderLabels[gender])} />
                      ))}
                    </Group>
                  </Checkbox.Group>
                  <Group align="flex-start" grow>
                    <NumberInput
                      label={t`Edad mínima`}
                      description={ageHint(ages.minChanged, ages.range.minAge) ?? t`Entre ${SEGMENT_MIN_AGE} y ${SEGMENT_MAX_AGE} años.`}
                      value={form.minAge}
                      onChange={(value) => update({ minAge: typeof value === 'number' ? value : '' })}
                      onBlur={applyAgeRules}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      hideControls
                      inputMode="numeric"
                    />
                    <NumberInput
                      label={t`Edad máxima`}
                      description={ageHint(ages.maxChanged, ages.range.maxAge) ?? t`Mayor que la edad mínima, hasta ${SEGMENT_MAX_AGE} años.`}
                      value={form.maxAge}
                      onChange={(value) => update({ maxAge: typeof value === 'number' ? value : '' })}
                      onBlur={applyAgeRules}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      hideControls
                      inputMode="numeric"
                    />
                  </Group>
                  <Text size="sm" role="status" aria-live="polite" mih={20}>
                    {adjusted}
                  </Text>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap={6} align="center">
                  <Text size="sm" fw={500}>
                    {t`Imagen del segmento`}
                  </Text>
                  <img src={segmentPictures[picture]} alt={i18n._(segmentPictureLabels[picture])} width={96} height={96} data-picture={picture} />
                  <Text size="xs" c="dimmed" ta="center">
                    {t`Se elige por el género y la edad: mayores de 65, imagen de persona mayor.`}
                  </Text>
                </Stack>
              </Grid.Col>
            </Grid>
          </Paper>
          <RecordFormActions listPath={LIST_PATH} busy={busy} cancelLabel={t`Cancelar`}>
            <Button type="submit" loading={busy} disabled={reading} leftSection={<icons.save size={16} aria-hidden />}>
              {t`Guardar segmento`}
            </Button>
          </RecordFormActions>
        </Stack>
      </form>
      <UnsavedChangesModal blocker={editor.blocker} message={t`Has hecho cambios en el segmento que no se han guardado. ¿Quieres salir y descartarlos?`} onDiscard={editor.draft.saved} />
    </Stack>
  );
}
