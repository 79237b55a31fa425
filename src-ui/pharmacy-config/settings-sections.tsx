import { useLingui } from '@lingui/react/macro';
import { Checkbox, Grid, Group, Stack, Switch, Title } from '@mantine/core';
import {
  healthiumRegistrationOf,
  landingErrors,
  landingForSave,
  needsHealthiumRegistration,
  profileErrors,
  profileForSave,
  transactionalErrors,
  transactionalFormOf,
  transactionalFromForm,
  type LandingConfig,
  type LandingField,
  type PharmacyProfile,
  type PharmacySettings,
  type ProfileField,
  type TransactionalForm,
} from '@domain/pharmacy-config';
import { useUiServices } from '../shared/ui-services-context';
import { FollowUpFailure, SectionActions } from './config-section';
import { SectionTextInput, followUpOutcome, useSectionForm, type SectionPlace } from './section-form';

interface SectionProps extends SectionPlace {
  readonly settings: PharmacySettings;
}

/** The pharmacy's own data (PHARMACY_*), saved through configPharmacies. */
export function ProfileSection({ settings, ...place }: SectionProps) {
  const services = useUiServices();
  const { t } = useLingui();
  const section = useSectionForm<PharmacyProfile, PharmacyProfile>(place, 'settings', {
    initial: settings.profile,
    errors: profileErrors,
    toSave: profileForSave,
    save: (profile) => services.pharmacyConfig.saveProfile(place.eid, profile),
  });
  const text = (field: ProfileField, label: string, extra: { required?: boolean; type?: string; description?: string } = {}) => <SectionTextInput section={section} field={field} label={label} {...extra} />;
  return (
    <Stack gap="sm">
      {section.draftOffer}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('commercialName', t`Nombre comercial`, { required: true })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('socialName', t`Razón social`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('nif', t`NIF`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('phone', t`Teléfono`, { type: 'tel' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('mobilePhone', t`Móvil`, { type: 'tel' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>{text('address', t`Dirección`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('city', t`Ciudad`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('mainEmail', t`Correo principal`, { required: true, type: 'email' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('email', t`Correo de contacto`, { type: 'email' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('ordersEmail', t`Correo de pedidos`, { type: 'email' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('domain', t`Dominio`, { description: t`Sin https:// ni barra final: se quitan al guardar.` })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('logo', t`Logo (dirección de la imagen)`, { type: 'url' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('schedule', t`Horario`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('socialNetworks', t`Redes sociales`)}</Grid.Col>
      </Grid>
      <Title order={3} size="h5">
        {t`Datos legales`}
      </Title>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('legalPhone', t`Teléfono legal`, { type: 'tel' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('legalEmail', t`Correo legal`, { type: 'email' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('commercialRecord', t`Registro mercantil`)}</Grid.Col>
        <Grid.Col span={12}>{text('legalAddress', t`Dirección legal`)}</Grid.Col>
      </Grid>
      <Switch
        label={t`Activar campañas sanitarias`}
        checked={section.form.activateSanitaryCampaigns}
        onChange={(event) => section.update({ activateSanitaryCampaigns: event.currentTarget.checked })}
      />
      <SectionActions busy={section.busy} onSave={section.submit} />
    </Stack>
  );
}

/** The landing's colours, fonts and links, saved through configLanding; then the pharmacy is registered on Healthium. */
export function LandingSection({ settings, ...place }: SectionProps) {
  const services = useUiServices();
  const { t } = useLingui();
  const { eid } = place;
  const section = useSectionForm<LandingConfig, LandingConfig>(place, 'landing', {
    initial: settings.landing,
    errors: landingErrors,
    toSave: landingForSave,
    save: (landing) => services.pharmacyConfig.saveLanding(eid, landing),
    followUp: async (landing) => {
      const saved = { ...settings, landing };
      if (!needsHealthiumRegistration(saved)) return undefined;
      return followUpOutcome('healthium', async () => {
        const result = await services.healthcarePlatform.registerPharmacy(healthiumRegistrationOf(saved));
        await services.pharmacyConfig.saveHealthium(eid, result);
      });
    },
  });
  const text = (field: LandingField, label: string, extra: { required?: boolean; description?: string } = {}) => <SectionTextInput section={section} field={field} label={label} {...extra} />;
  const colour = (field: 'color1' | 'color2' | 'color3', label: string) => (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <div style={{ flex: 1 }}>{text(field, label, { required: true })}</div>
      <input
        type="color"
        aria-label={t`Elegir ${label.toLowerCase()}`}
        value={/^#[0-9a-f]{6}$/i.test(section.form[field]) ? section.form[field] : '#000000'}
        onChange={(event) => section.update({ [field]: event.currentTarget.value })}
        style={{ width: 40, height: 36, padding: 2, border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4, background: 'white' }}
      />
    </Group>
  );
  const active = (field: 'healthiumActive' | 'fidelizationActive' | 'reviewActive', label: string) => (
    <Switch label={label} checked={section.form[field]} onChange={(event) => section.update({ [field]: event.currentTarget.checked })} />
  );
  return (
    <Stack gap="sm">
      {section.draftOffer}
      <FollowUpFailure
        followUp={section.followUp}
        saved={t`La landing se ha guardado.`}
        notDone={t`La farmacia no se ha registrado en Healthium:`}
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>{colour('color1', t`Color 1`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{colour('color2', t`Color 2`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{colour('color3', t`Color 3`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('font', t`Fuente`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('fontImport', t`Importación de la fuente (dirección)`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>{text('healthiumLink', t`Enlace de Healthium`, { description: t`Se rellena al registrar la farmacia en Healthium.` })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{active('healthiumActive', t`Healthium activo`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>{text('fidelizationLink', t`Enlace de fidelización`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{active('fidelizationActive', t`Fidelización activa`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>{text('reviewLink', t`Enlace de reseñas`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{active('reviewActive', t`Reseñas activas`)}</Grid.Col>
        <Grid.Col span={12}>{text('qrLogo', t`Logo del QR (dirección de la imagen)`)}</Grid.Col>
      </Grid>
      <SectionActions busy={section.busy} onSave={section.submit} />
    </Stack>
  );
}

/** The transactional e-mails, saved through configTransactionalPharmacyData. */
export function TransactionalSection({ settings, ...place }: SectionProps) {
  const services = useUiServices();
  const { t } = useLingui();
  const section = useSectionForm<TransactionalForm, TransactionalForm>(place, 'transactional', {
    initial: transactionalFormOf(settings.transactional),
    errors: transactionalErrors,
    toSave: (form) => form,
    save: async (form) => {
      const config = transactionalFromForm(form);
      if (config !== undefined) await services.pharmacyConfig.saveTransactional(place.eid, config);
    },
  });
  const check = (field: 'afterPurchase' | 'monthlyReminder' | 'returnBack', label: string) => (
    <Checkbox label={label} checked={section.form[field]} onChange={(event) => section.update({ [field]: event.currentTarget.checked })} />
  );
  return (
    <Stack gap="sm">
      {section.draftOffer}
      {check('afterPurchase', t`Correo después de la compra`)}
      {check('monthlyReminder', t`Recordatorio mensual de puntos`)}
      {check('returnBack', t`Correo para que el cliente vuelva`)}
      <SectionTextInput section={section} field="pointsValue" label={t`Valor de cada punto (€)`} required inputMode="decimal" w={220} />
      <SectionActions busy={section.busy} onSave={section.submit} />
    </Stack>
  );
}

