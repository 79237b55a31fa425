import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, FileInput, Grid, Group, Image, Loader, Paper, PasswordInput, Select, Stack, Stepper, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  SERVICE_PLANS,
  WIZARD_ERP_OPTIONS,
  WIZARD_SERVICE_NAMES,
  WIZARD_STEPS,
  WIZARD_TEXT_FIELD_RULES,
  isWizardFieldDisabled,
  nextWizardStep,
  previousWizardStep,
  usernameError,
  wizardSubmitDecision,
  wizardSuccessMessage,
  type WizardFieldError,
  type WizardFormField,
  type WizardMode,
  type WizardServiceName,
  type WizardStep,
  type WizardTextField,
  type WizardTextFieldRule,
  type WizardViewMode,
} from '@domain/entities';
import {
  emptyWizardValues,
  isStepValid,
  pharmacyWizardAccess,
  planOf,
  sameWizardData,
  wizardDraftOf,
  wizardEidOf,
  wizardEntityFromValues,
  wizardLogoError,
  wizardStepErrors,
  wizardValuesFromEntity,
  withServicePlan,
  type WizardValues,
} from '@domain/pharmacy-wizard';
import { isApiError } from '@domain/shared-kernel';
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { useOneAtATime } from '../shared/use-one-at-a-time';
import { MapPicker } from './map-picker';
import { fieldErrorMessages, planLabels, serviceLabels, servicesStepMessages, stepTitles, wizardMessages } from './pharmacy-wizard-messages';
import { useSubmitPharmacy } from './pharmacy-wizard.mutations';
import { pharmacyWizardQueries } from './pharmacy-wizard.queries';

export const PharmacyWizardCreateRoute = createLazyRoute('/app-h/backoffice/wizard')({ component: CreatePharmacyPage });
export const PharmacyWizardEditRoute = createLazyRoute('/app-h/wizard/$eid')({ component: EditPharmacyPage });

/** How long the username must stay unchanged before its availability is asked. */
export const USERNAME_CHECK_DELAY_MS = 400;

/** Field errors in a red dark enough for 4.5:1 on white (Mantine's error red is lighter). */
const FIELD_STYLES = { error: { color: 'var(--mantine-color-red-9)' } };

/** The creation wizard (spec 3 §2, state app-h.backoffice.wizard). */
export function CreatePharmacyPage() {
  const initial = useMemo(() => emptyWizardValues(), []);
  return <PharmacyWizard key="new" mode="create" eid={undefined} initial={initial} viewMode="backofficeView" />;
}

/** The edit wizard of pharmacy {eid} (spec 3 §2 /app-h/wizard/{eid}): its data loaded first. */
export function EditPharmacyPage() {
  const { eid: parameter } = PharmacyWizardEditRoute.useParams();
  const services = useUiServices();
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const eid = wizardEidOf(parameter) ?? 0;
  const viewMode = pharmacyWizardAccess(services.session.current(), eid) ?? 'phView';
  const entity = useQuery(pharmacyWizardQueries.entity(services, eid));
  const initial = useMemo(() => (entity.data === undefined ? undefined : wizardValuesFromEntity(entity.data)), [entity.data]);

  if (entity.isError) {
    return (
      <Stack gap="md">
        <Title order={1}>{t`Datos de la farmacia`}</Title>
        <LoadFailure title={i18n._(wizardMessages.PHARMACY_LOAD_FAILED)} error={entity.error} onRetry={() => void entity.refetch()} retrying={entity.isFetching}>
          <Button size="xs" variant="default" onClick={() => void navigate({ to: viewMode === 'backofficeView' ? '/app-h/backoffice/admin' : '/app-h/dashboard' })}>
            {viewMode === 'backofficeView' ? t`Volver al listado` : t`Volver al inicio`}
          </Button>
        </LoadFailure>
      </Stack>
    );
  }
  if (initial === undefined) {
    return (
      <Group gap="xs" p="xl" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando los datos de la farmacia…`}</Text>
      </Group>
    );
  }
  return <PharmacyWizard key={eid} mode="edit" eid={eid} initial={initial} viewMode={viewMode} />;
}

/** A text field of the wizard, its label and its width on a wide screen (of 12). */
interface FieldSpec {
  readonly field: WizardTextField;
  readonly label: MessageDescriptor;
  readonly span: number;
  readonly type?: 'email' | 'tel';
}

const OWNER_FIELDS: readonly FieldSpec[] = [
  { field: 'ownerName', label: msg`Nombre`, span: 4 },
  { field: 'ownerSurname', label: msg`Apellidos`, span: 8 },
  { field: 'ownerDni', label: msg`DNI o NIE`, span: 4 },
  { field: 'ownerColegiado', label: msg`Número de colegiado`, span: 4 },
  { field: 'ownerPhone', label: msg`Teléfono del titular`, span: 4, type: 'tel' },
  { field: 'ownerMail', label: msg`Correo electrónico del titular`, span: 12, type: 'email' },
];

const PHARMACY_FIELDS: readonly FieldSpec[] = [
  { field: 'pharmacyName', label: msg`Nombre de la farmacia`, span: 12 },
  { field: 'address', label: msg`Dirección`, span: 6 },
  { field: 'number', label: msg`Número`, span: 2 },
  { field: 'floor', label: msg`Piso`, span: 2 },
  { field: 'door', label: msg`Puerta`, span: 2 },
  { field: 'postalCode', label: msg`Código postal`, span: 3 },
  { field: 'location', label: msg`Localidad`, span: 3 },
  { field: 'province', label: msg`Provincia`, span: 3 },
  { field: 'country', label: msg`País`, span: 3 },
  { field: 'pharmacyPhone', label: msg`Teléfono de la farmacia`, span: 4, type: 'tel' },
  { field: 'secondPhone', label: msg`Segundo teléfono`, span: 4, type: 'tel' },
  { field: 'pharmacyMail', label: msg`Correo electrónico de la farmacia`, span: 4, type: 'email' },
  { field: 'contact', label: msg`Persona de contacto`, span: 12 },
];

const ADMIN_FIELDS: readonly FieldSpec[] = [
  { field: 'fiscalName', label: msg`Razón social`, span: 8 },
  { field: 'fiscalId', label: msg`NIF o CIF`, span: 4 },
  { field: 'adminAddress', label: msg`Dirección fiscal`, span: 6 },
  { field: 'adminNumber', label: msg`Número`, span: 2 },
  { field: 'adminFloor', label: msg`Piso`, span: 2 },
  { field: 'adminDoor', label: msg`Puerta`, span: 2 },
  { field: 'adminPostalCode', label: msg`Código postal`, span: 3 },
  { field: 'adminLocation', label: msg`Localidad`, span: 3 },
  { field: 'adminProvince', label: msg`Provincia`, span: 3 },
  { field: 'adminCountry', label: msg`País`, span: 3 },
  { field: 'adminPhone', label: msg`Teléfono`, span: 4, type: 'tel' },
  { field: 'adminMail', label: msg`Correo electrónico`, span: 4, type: 'email' },
  { field: 'adminContact', label: msg`Persona de contacto`, span: 4 },
];

/** Reads a chosen file as a data: address. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('No se ha podido leer el archivo'));
    reader.readAsDataURL(file);
  });
}

/**
 * The pharmacy wizard (spec 3 §2 "Pharmacy wizard", §4, §5): the services step, then the owner and
 * pharmacy, the administrative data, and the IT and login data. Next checks the step; back keeps what
 * was typed; a reload offers it back (the draft keeps everything but the passwords). The final submit
 * runs once at a time and goes to the entity list (a pharmacy user, to the dashboard).
 */
function PharmacyWizard({ mode, eid, initial, viewMode }: { mode: WizardMode; eid: number | undefined; initial: WizardValues; viewMode: WizardViewMode }) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const describe = useErrorText();
  const [values, setValues] = useState<WizardValues>(initial);
  const [isDirty, setDirty] = useState(false);
  const dirty = useRef(false);
  const leaving = useRef(false);
  const submitting = useRef(false);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<WizardStep>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<WizardFormField>>(() => new Set());
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const servicesLocked = viewMode === 'phView';

  const erps = useQuery(pharmacyWizardQueries.erps(services));
  const kams = useQuery(pharmacyWizardQueries.kams(services));
  useEffect(() => {
    if (erps.isError) notify({ id: 'wizard-erps', color: 'red', message: i18n._(wizardMessages.ERP_LOAD_FAILED) });
  }, [erps.isError, i18n]);
  useEffect(() => {
    if (kams.isError) notify({ id: 'wizard-kams', color: 'red', message: i18n._(wizardMessages.KAM_LOAD_FAILED) });
  }, [kams.isError, i18n]);

  // The username's availability, asked once it has stayed unchanged for a moment.
  const [typedUsername, setTypedUsername] = useState(values.username.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTypedUsername(values.username.trim()), USERNAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values.username]);
  const usernameCheckable = mode === 'create' && usernameError(typedUsername, undefined) === undefined;
  const usernameCheck = useQuery({ ...pharmacyWizardQueries.username(services, typedUsername), enabled: usernameCheckable });
  const usernameCurrent = typedUsername === values.username.trim();
  const usernameAvailable = mode === 'create' && usernameCurrent && usernameCheckable && usernameCheck.isSuccess ? usernameCheck.data : undefined;
  useEffect(() => {
    if (usernameCheck.isError) notify({ id: 'wizard-username-check', color: 'red', message: i18n._(wizardMessages.USERNAME_CHECK_FAILED) });
  }, [usernameCheck.isError, i18n]);

  const blocker = useBlocker({ shouldBlockFn: () => dirty.current && !leaving.current, withResolver: true, enableBeforeUnload: () => dirty.current && !leaving.current });
  const draft = useFormDraft({
    formKey: `pharmacy-wizard:${eid ?? 'new'}`,
    userId: services.session.current()?.user.uid,
    value: wizardDraftOf(values),
    dirty: isDirty,
    initial,
    same: sameWizardData,
    clock: services.clock,
  });

  const touch = (): void => {
    dirty.current = true;
    setDirty(true);
  };
  const update = (change: Partial<WizardValues>): void => {
    touch();
    setValues((current) => ({ ...current, ...change }));
  };
  const setText = (field: WizardTextField, text: string): void => {
    touch();
    setValues((current) => ({ ...current, text: { ...current.text, [field]: text } }));
  };
  const markTouched = (field: WizardFormField): void => setTouched((current) => (current.has(field) ? current : new Set([...current, field])));

  const step = values.step;
  const stepIndex = WIZARD_STEPS.indexOf(step);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const context = { mode, usernameAvailable, servicesLocked };
  const errors = wizardStepErrors(step, values, context);
  const showAll = checkedSteps.has(step);
  const errorOf = (field: WizardFormField): string | undefined => {
    const error: WizardFieldError | undefined = errors.fields[field];
    return error !== undefined && (showAll || touched.has(field)) ? i18n._(fieldErrorMessages[error]) : undefined;
  };

  const goTo = (target: WizardStep): void => setValues((current) => ({ ...current, step: target }));
  const refuse = (target: WizardStep): void => {
    setCheckedSteps((current) => new Set([...current, target]));
    notify({ id: 'wizard-check-fields', color: 'red', message: i18n._(wizardMessages.CHECK_FIELDS) });
  };

  const submitPharmacy = useSubmitPharmacy(eid);
  const submit = async (): Promise<void> => {
    submitting.current = true;
    try {
      let available = usernameAvailable;
      if (mode === 'create' && available === undefined && usernameError(values.username.trim(), undefined) === undefined) {
        try {
          available = await queryClient.fetchQuery(pharmacyWizardQueries.username(services, values.username.trim()));
        } catch {
          notify({ id: 'wizard-username-check', color: 'red', message: i18n._(wizardMessages.USERNAME_CHECK_FAILED) });
          return;
        }
      }
      const invalid = WIZARD_STEPS.find((candidate) => !isStepValid(wizardStepErrors(candidate, values, { ...context, usernameAvailable: available })));
      if (wizardSubmitDecision({ inProgress: false, hasErrors: invalid !== undefined }) === 'CHECK_FIELDS' && invalid !== undefined) {
        goTo(invalid);
        refuse(invalid);
        return;
      }
      const entity = wizardEntityFromValues(values, mode);
      // Whatever happens to the submit, what was typed stays in this browser until it is saved.
      draft.keep(wizardDraftOf(values));
      let savedEid: number | undefined;
      try {
        savedEid = await submitPharmacy.mutateAsync(entity);
      } catch (error) {
        if (isApiError(error) && error.kind === 'session-expired') return;
        const detail = isApiError(error) && error.kind === 'server-message' ? (error.serverMessage ?? error.message) : describe(error);
        notifyTitled({ color: 'red', title: i18n._(wizardMessages.ENTITY_FAILED), message: detail });
        return;
      }
      if (savedEid === undefined) return;
      draft.saved();
      leaving.current = true;
      notify({ color: 'green', message: i18n._(wizardMessages[wizardSuccessMessage(mode)]) });
      if (viewMode === 'backofficeView') void navigate({ to: '/app-h/backoffice/admin', search: { search: entity.commercial.clientName } });
      else void navigate({ to: '/app-h/dashboard' });
    } finally {
      submitting.current = false;
    }
  };
  const submitOnce = useOneAtATime(submit);
  const busy = submitOnce.running || submitPharmacy.isPending;

  const next = (): void => {
    if (submitting.current) {
      // One submission at a time (spec 3 §2, §8).
      if (wizardSubmitDecision({ inProgress: true, hasErrors: false }) === 'SUBMISSION_IN_PROGRESS') notify({ id: 'wizard-in-progress', color: 'yellow', message: i18n._(wizardMessages.SUBMISSION_IN_PROGRESS) });
      return;
    }
    if (!isStepValid(errors)) {
      refuse(step);
      return;
    }
    const following = nextWizardStep(step);
    if (following === undefined) submitOnce.run();
    else goTo(following);
  };
  const back = (): void => {
    const previous = previousWizardStep(step);
    if (previous !== undefined) goTo(previous);
  };

  const chooseLogo = async (file: File | null): Promise<void> => {
    setLogoFile(file);
    markTouched('logo');
    if (file === null) {
      update({ logo: undefined });
      return;
    }
    const described = { url: '', bytes: file.size, type: file.type, name: file.name };
    // A file refused is not read: only its size and type are kept, to say why.
    if (wizardLogoError(described) !== undefined) {
      update({ logo: described });
      return;
    }
    try {
      update({ logo: { ...described, url: await readAsDataUrl(file) } });
    } catch {
      update({ logo: { ...described, type: 'application/octet-stream' } });
    }
  };

  const textField = (spec: FieldSpec) => {
    const rule: WizardTextFieldRule = WIZARD_TEXT_FIELD_RULES[spec.field];
    return (
      <Grid.Col key={spec.field} span={{ base: 12, sm: spec.span }}>
        <TextInput
          label={i18n._(spec.label)}
          value={values.text[spec.field]}
          required={rule.optional !== true}
          type={spec.type ?? 'text'}
          autoComplete="off"
          disabled={isWizardFieldDisabled(spec.field, mode)}
          onChange={(event) => setText(spec.field, event.currentTarget.value)}
          onBlur={() => markTouched(spec.field)}
          error={errorOf(spec.field)}
          styles={FIELD_STYLES}
        />
      </Grid.Col>
    );
  };

  const kamOptions = useMemo(() => {
    const options = (kams.data ?? []).map((kam) => ({ value: kam.id, label: kam.name }));
    for (const id of [values.text.kam, values.commercialSeller]) if (id !== '' && !options.some((option) => option.value === id)) options.push({ value: id, label: id });
    return options;
  }, [kams.data, values.text.kam, values.commercialSeller]);
  const erpOptions = useMemo(() => {
    const options: string[] = [...(erps.data ?? WIZARD_ERP_OPTIONS)];
    if (values.text.erp !== '' && !options.includes(values.text.erp)) options.push(values.text.erp);
    return options;
  }, [erps.data, values.text.erp]);

  const kamAlert = kams.isError && (
    <Alert color="red" role="alert" p="xs">
      <Group gap="xs" justify="space-between">
        <Text size="sm">{i18n._(wizardMessages.KAM_LOAD_FAILED)}</Text>
        <Button size="compact-xs" variant="light" color="red" onClick={() => void kams.refetch()} loading={kams.isFetching}>
          {t`Reintentar`}
        </Button>
      </Group>
    </Alert>
  );

  const servicesStep = (
    <Stack gap="md">
      {servicesLocked && <Alert color="blue">{t`Los servicios contratados y el comercial los cambia el equipo de backoffice.`}</Alert>}
      {showAll && errors.services.length > 0 && (
        <Alert color="red" role="alert" title={i18n._(wizardMessages.CHECK_FIELDS)}>
          <Stack gap={2}>
            {errors.services.map((error) => (
              <Text key={error} size="sm">
                {i18n._(servicesStepMessages[error])}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label={t`Servicios y planes`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Servicio`}</Table.Th>
              <Table.Th scope="col">{t`Sin contratar`}</Table.Th>
              {SERVICE_PLANS.map((plan) => (
                <Table.Th key={plan} scope="col">
                  {i18n._(planLabels[plan])}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t`Comentarios`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WIZARD_SERVICE_NAMES.map((service: WizardServiceName) => {
              const name = i18n._(serviceLabels[service]);
              const current = planOf(values.plans, service);
              return (
                <Table.Tr key={service}>
                  <Table.Th scope="row">{name}</Table.Th>
                  <Table.Td>
                    <input
                      type="radio"
                      className="wizard-plan"
                      name={`plan-${service}`}
                      aria-label={t`${name}: sin contratar`}
                      checked={current === undefined}
                      disabled={servicesLocked}
                      onChange={() => update({ plans: withServicePlan(values.plans, service, undefined) })}
                    />
                  </Table.Td>
                  {SERVICE_PLANS.map((plan) => (
                    <Table.Td key={plan}>
                      <input
                        type="radio"
                        className="wizard-plan"
                        name={`plan-${service}`}
                        aria-label={`${name}: ${i18n._(planLabels[plan])}`}
                        checked={current === plan}
                        disabled={servicesLocked}
                        onChange={() => update({ plans: withServicePlan(values.plans, service, plan) })}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={t`Comentarios de ${name}`}
                      value={values.comments[service] ?? ''}
                      disabled={servicesLocked}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        touch();
                        setValues((state) => ({ ...state, comments: { ...state.comments, [service]: text } }));
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Select
        label={t`Comercial`}
        required
        data={kamOptions}
        value={values.commercialSeller === '' ? null : values.commercialSeller}
        onChange={(value) => update({ commercialSeller: value ?? '' })}
        disabled={servicesLocked}
        rightSection={kams.isPending ? <Loader size="xs" /> : undefined}
        error={showAll && errors.services.includes('NO_COMMERCIAL_SELLER') ? i18n._(fieldErrorMessages.REQUIRED) : undefined}
        styles={FIELD_STYLES}
        w={{ base: '100%', sm: 360 }}
      />
      {kamAlert}
    </Stack>
  );

  const logoError = errorOf('logo');
  const section1 = (
    <Stack gap="lg">
      <div>
        <Title order={3} size="h5" mb="xs">
          {t`Titular`}
        </Title>
        <Grid gap="sm">{OWNER_FIELDS.map(textField)}</Grid>
      </div>
      <div>
        <Title order={3} size="h5" mb="xs">
          {t`Farmacia`}
        </Title>
        <Grid gap="sm">{PHARMACY_FIELDS.map(textField)}</Grid>
      </div>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            <FileInput
              label={t`Logo`}
              description={t`Una imagen de menos de 800 KB.`}
              placeholder={values.logo?.name ?? (values.logo !== undefined ? t`Logo guardado` : t`Elige una imagen`)}
              accept="image/*"
              value={logoFile}
              clearable
              clearButtonProps={{ 'aria-label': t`Quitar el logo` }}
              onChange={(file) => void chooseLogo(file)}
              error={logoError}
              styles={FIELD_STYLES}
            />
            {values.logo !== undefined && values.logo.url !== '' && <Image src={values.logo.url} alt={t`Logo de la farmacia`} h={96} w="auto" fit="contain" />}
            {values.logo !== undefined && logoFile === null && (
              <Group>
                <Button size="xs" variant="subtle" color="red" onClick={() => void chooseLogo(null)}>
                  {t`Quitar el logo`}
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <MapPicker
            value={values.gps}
            onChange={(gps) => update({ gps })}
            address={values.map}
            onAddressChange={(map) => update({ map })}
            suggestedAddress={[values.text.address, values.text.number, values.text.postalCode, values.text.location, values.text.province].filter((part) => part.trim() !== '').join(', ')}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );

  const section2 = <Grid gap="sm">{ADMIN_FIELDS.map(textField)}</Grid>;

  const usernameDescription = (() => {
    if (mode === 'edit') return t`El usuario se crea con la farmacia y no se puede cambiar.`;
    if (!usernameCheckable || errors.fields.username !== undefined) return t`De 1 a 15 caracteres.`;
    if (!usernameCurrent || usernameCheck.isFetching) return t`Comprobando si está disponible…`;
    if (usernameCheck.isError) return i18n._(wizardMessages.USERNAME_CHECK_FAILED);
    return usernameAvailable === true ? t`Nombre de usuario disponible` : undefined;
  })();
  const section3 = (
    <Stack gap="md">
      {mode === 'edit' && <Alert color="blue">{t`El ERP, el KAM y los datos de acceso solo se eligen al crear la farmacia.`}</Alert>}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t`ERP`}
            required
            data={erpOptions}
            value={values.text.erp === '' ? null : values.text.erp}
            onChange={(value) => {
              setText('erp', value ?? '');
              markTouched('erp');
            }}
            disabled={isWizardFieldDisabled('erp', mode)}
            rightSection={erps.isPending ? <Loader size="xs" /> : undefined}
            error={errorOf('erp')}
            styles={FIELD_STYLES}
          />
          {erps.isError && (
            <Text size="xs" c="red.9" mt={4}>
              {i18n._(wizardMessages.ERP_LOAD_FAILED)}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t`KAM`}
            required
            data={kamOptions}
            value={values.text.kam === '' ? null : values.text.kam}
            onChange={(value) => {
              setText('kam', value ?? '');
              markTouched('kam');
            }}
            disabled={isWizardFieldDisabled('kam', mode)}
            rightSection={kams.isPending ? <Loader size="xs" /> : undefined}
            error={errorOf('kam')}
            styles={FIELD_STYLES}
          />
        </Grid.Col>
        {kams.isError && <Grid.Col span={12}>{kamAlert}</Grid.Col>}
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t`Nombre de usuario`}
            required
            autoComplete="off"
            value={values.username}
            disabled={isWizardFieldDisabled('username', mode)}
            onChange={(event) => update({ username: event.currentTarget.value })}
            onBlur={() => markTouched('username')}
            description={usernameDescription}
            // A taken name is said at once, without waiting for the field to be left.
            error={errors.fields.username === 'USERNAME_TAKEN' ? i18n._(fieldErrorMessages.USERNAME_TAKEN) : errorOf('username')}
            rightSection={mode === 'create' && usernameCheckable && usernameCheck.isFetching ? <Loader size="xs" /> : undefined}
            styles={FIELD_STYLES}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <PasswordInput
            label={t`Contraseña`}
            required
            autoComplete="new-password"
            value={values.password}
            disabled={isWizardFieldDisabled('password', mode)}
            onChange={(event) => update({ password: event.currentTarget.value })}
            onBlur={() => markTouched('password')}
            error={errorOf('password')}
            styles={FIELD_STYLES}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <PasswordInput
            label={t`Repite la contraseña`}
            required
            autoComplete="new-password"
            value={values.passwordRepeat}
            disabled={isWizardFieldDisabled('passwordRepeat', mode)}
            onChange={(event) => update({ passwordRepeat: event.currentTarget.value })}
            onBlur={() => markTouched('passwordRepeat')}
            error={errorOf('passwordRepeat')}
            styles={FIELD_STYLES}
          />
        </Grid.Col>
      </Grid>
      <Checkbox
        label={t`Acepto las condiciones del servicio`}
        checked={values.termsAccepted}
        disabled={mode === 'edit'}
        onChange={(event) => {
          update({ termsAccepted: event.currentTarget.checked });
          markTouched('terms');
        }}
        error={errorOf('terms')}
        styles={FIELD_STYLES}
      />
    </Stack>
  );

  const content: Record<WizardStep, React.ReactNode> = { services: servicesStep, section1, section2, section3 };
  const isLast = nextWizardStep(step) === undefined;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{mode === 'create' ? t`Nueva farmacia` : t`Datos de la farmacia`}</Title>
        {mode === 'edit' && (
          <Text c="dimmed" size="sm">
            {initial.text.pharmacyName}
          </Text>
        )}
      </div>
      <DraftOffer
        draft={draft}
        title={mode === 'create' ? t`Tienes una farmacia a medio crear` : t`Tienes cambios sin guardar en esta farmacia`}
        onRestore={(value) => {
          touch();
          setValues({ ...value, password: '', passwordRepeat: '' });
        }}
      />
      <Stepper active={stepIndex} size="sm" allowNextStepsSelect={false} onStepClick={(index) => index < stepIndex && goTo(WIZARD_STEPS[index] ?? 'services')}>
        {WIZARD_STEPS.map((candidate, index) => (
          <Stepper.Step key={candidate} label={i18n._(stepTitles[candidate])} aria-current={index === stepIndex ? 'step' : undefined} />
        ))}
      </Stepper>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
              {t`Paso ${stepIndex + 1} de ${WIZARD_STEPS.length}: ${i18n._(stepTitles[step])}`}
            </Title>
            {content[step]}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="sm" mt="md" pos="sticky" bottom={0} style={{ zIndex: 5 }}>
          <Group justify="space-between">
            <Button variant="default" onClick={back} disabled={stepIndex === 0}>
              {t`Anterior`}
            </Button>
            {/* Not disabled while sending: a second press says the pharmacy is being created. */}
            <Button type="submit" leftSection={busy ? <Loader size="xs" color="white" /> : undefined} aria-busy={busy}>
              {isLast ? (mode === 'create' ? t`Crear farmacia` : t`Guardar cambios`) : t`Siguiente`}
            </Button>
          </Group>
        </Paper>
      </form>
      <UnsavedChangesModal blocker={blocker} message={t`Has escrito datos de la farmacia que no se han guardado. ¿Quieres salir y descartarlos?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}
