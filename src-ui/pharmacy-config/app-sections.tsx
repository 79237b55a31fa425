import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Grid, Group, Paper, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  CAROUSEL_LIMIT,
  MOBILE_MODULES,
  mobileAppErrors,
  mobileAppForSave,
  modularErrors,
  modularForSave,
  needsPluginActivation,
  type MobileAppData,
  type ModularServiceConfig,
} from '@domain/pharmacy-config';
import { useUiServices } from '../shared/ui-services-context';
import { FIELD_STYLES, FollowUpFailure, SectionActions } from './config-section';
import { mobileModuleLabels } from './pharmacy-config-messages';
import { SectionTextInput, followUpOutcome, useSectionForm, type SectionPlace } from './section-form';

interface SectionProps<T> extends SectionPlace {
  readonly data: T;
}

type MobileTextField = 'mobileIconUrl' | 'bundleId' | 'mobileUrl' | 'expressOrderPhone' | 'expressOrderWhatsapp' | 'loginBackground' | 'lateralMenu' | 'principalMenu' | 'aboutUsUrl' | 'mapsUrl';

/** The mobile app's data and modules, saved through PUT mobileData. */
export function MobileSection({ data, ...place }: SectionProps<MobileAppData>) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const section = useSectionForm<MobileAppData, MobileAppData>(place, 'mobile', {
    initial: data,
    errors: mobileAppErrors,
    toSave: mobileAppForSave,
    save: (value) => services.pharmacyConfig.saveMobileData(place.eid, value),
  });
  const { form } = section;
  const text = (field: MobileTextField, label: string, extra: { type?: string; required?: boolean } = {}) => <SectionTextInput section={section} field={field} label={label} {...extra} />;
  const setCarousel = (carousel: MobileAppData['carousel']): void => section.update({ carousel });
  return (
    <Stack gap="sm">
      {section.draftOffer}
      <Paper withBorder p="sm" component="fieldset">
        <Text component="legend" size="sm" fw={600} px={4}>
          {t`Módulos de la app`}
        </Text>
        <Group gap="lg">
          {MOBILE_MODULES.map((module) => (
            <Switch
              key={module}
              label={i18n._(mobileModuleLabels[module])}
              checked={form.modules[module]}
              onChange={(event) => section.update({ modules: { ...form.modules, [module]: event.currentTarget.checked } })}
            />
          ))}
        </Group>
      </Paper>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('bundleId', t`Identificador de la app (bundle)`)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('mobileUrl', t`Dirección de la app`, { type: 'url' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('mobileIconUrl', t`Icono de la app (dirección)`, { type: 'url' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Switch mt="xl" label={t`Con tienda online`} checked={form.isOnlineStore} onChange={(event) => section.update({ isOnlineStore: event.currentTarget.checked })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('expressOrderPhone', t`Teléfono del pedido exprés`, { type: 'tel', required: form.modules.expressOrder })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('expressOrderWhatsapp', t`WhatsApp del pedido exprés`, { type: 'tel' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Checkbox mt="xl" label={t`Pedido exprés por formulario`} checked={form.expressOrderForm} onChange={(event) => section.update({ expressOrderForm: event.currentTarget.checked })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('loginBackground', t`Fondo del inicio de sesión`, { type: 'url' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('lateralMenu', t`Imagen del menú lateral`, { type: 'url' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{text('principalMenu', t`Imagen del menú principal`, { type: 'url' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('aboutUsUrl', t`Página «Quiénes somos»`, { type: 'url' })}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('mapsUrl', t`Dirección del mapa`, { type: 'url' })}</Grid.Col>
      </Grid>
      <Paper withBorder p="sm" component="fieldset">
        <Text component="legend" size="sm" fw={600} px={4}>
          {t`Carrusel`}
        </Text>
        <Stack gap="xs">
          {form.carousel.length === 0 && (
            <Text size="sm" c="dimmed">
              {t`El carrusel no tiene imágenes.`}
            </Text>
          )}
          {form.carousel.map((item, index) => (
            // The carousel's items have no id: their place is their identity while the form is open.
            <Group key={`carousel-${index}`} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t`Imagen ${index + 1} del carrusel`}
                required
                type="url"
                value={item.image}
                onChange={(event) => {
                  const image = event.currentTarget.value;
                  setCarousel(form.carousel.map((other, at) => (at === index ? { ...other, image } : other)));
                }}
                error={section.fieldError(`carousel.${index}`)}
                styles={FIELD_STYLES}
              />
              <Checkbox
                mt={30}
                label={t`Visible`}
                checked={item.isEnabled}
                onChange={(event) => {
                  const isEnabled = event.currentTarget.checked;
                  setCarousel(form.carousel.map((other, at) => (at === index ? { ...other, isEnabled } : other)));
                }}
              />
              <ActionIcon mt={28} variant="subtle" color="red" size="lg" aria-label={t`Quitar la imagen ${index + 1} del carrusel`} onClick={() => setCarousel(form.carousel.filter((_, at) => at !== index))}>
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button size="xs" variant="light" disabled={form.carousel.length >= CAROUSEL_LIMIT} onClick={() => setCarousel([...form.carousel, { image: '', isEnabled: true }])}>
              {t`Añadir imagen al carrusel`}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SectionActions busy={section.busy} onSave={section.submit} />
    </Stack>
  );
}

/** The OrderExpress configuration, saved through putServicesConfig; then the shop's plugin is activated when the shop has an address. */
export function ServicesSection({ data, ...place }: SectionProps<ModularServiceConfig>) {
  const services = useUiServices();
  const { t } = useLingui();
  const { eid } = place;
  const section = useSectionForm<ModularServiceConfig, ModularServiceConfig>(place, 'services', {
    initial: data,
    errors: modularErrors,
    toSave: modularForSave,
    save: (config) => services.pharmacyConfig.saveServicesConfig(eid, config),
    followUp: async (config) => (needsPluginActivation(config) ? followUpOutcome('plugin', () => services.pharmacyConfig.activateShopPlugin(eid, config)) : undefined),
  });
  const { form } = section;
  const flag = (field: 'orderExpressEnabled' | 'spdEnabled' | 'citaPreviaEnabled', label: string) => (
    <Switch label={label} checked={form[field]} onChange={(event) => section.update({ [field]: event.currentTarget.checked })} />
  );
  return (
    <Stack gap="sm">
      {section.draftOffer}
      <FollowUpFailure followUp={section.followUp} saved={t`La configuración de los servicios se ha guardado.`} notDone={t`No se ha podido activar el plugin de la tienda:`} />
      <Group gap="lg">
        {flag('orderExpressEnabled', t`Pedido exprés`)}
        {flag('citaPreviaEnabled', t`Cita previa`)}
        {flag('spdEnabled', t`SPD`)}
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <SectionTextInput
            section={section}
            field="baseUrl"
            label={t`Dirección de la tienda (base URL)`}
            type="url"
            required={form.orderExpressEnabled}
            description={t`Al guardar con una dirección, se activa el plugin de la tienda.`}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <SectionTextInput section={section} field="pharmacyLegacyId" label={t`Id de la farmacia en el sistema anterior`} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <SectionTextInput section={section} field="username" label={t`Usuario de la tienda`} autoComplete="off" required={form.baseUrl.trim() !== ''} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordInput
            label={t`Contraseña de la tienda`}
            autoComplete="new-password"
            required={form.baseUrl.trim() !== ''}
            value={form.password}
            onChange={(event) => section.update({ password: event.currentTarget.value })}
            error={section.fieldError('password')}
            styles={FIELD_STYLES}
            visibilityToggleButtonProps={{ 'aria-label': t`Mostrar u ocultar la contraseña` }}
          />
        </Grid.Col>
      </Grid>
      <SectionActions busy={section.busy} onSave={section.submit} />
    </Stack>
  );
}
