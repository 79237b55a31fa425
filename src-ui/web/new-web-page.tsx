import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, FileButton, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  EMPTY_NEW_WEBSITE_FORM,
  cleanDomain,
  deployRequestOf,
  isShopOptionAvailable,
  logoFileError,
  newWebsiteErrors,
  shopOnlineFor,
  websiteTemplatePages,
  type DeployRequest,
  type WebFormError,
  type WebTemplatePage,
} from '@domain/web';
import { DraftOffer } from '../shared/draft-offer';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { useDomainForm } from './use-domain-form';
import { isSessionOver, serverWords } from './web-failure';
import { webDeployMessages, webFormMessages } from './web-messages';
import { WebSiteFields } from './web-site-fields';
import { webQueries } from './web.queries';

const PATH = '/app-h/backoffice/web-manager/new-web';

export const NewWebRoute = createLazyRoute(PATH)({ component: NewWebPage });

/** The names of the template pages (spec 3 §9). */
const PAGE_LABELS: Record<WebTemplatePage, MessageDescriptor> = {
  account: msg`Mi cuenta`,
  checkout: msg`Finalizar compra`,
  cart: msg`Carrito`,
  shop: msg`Tienda`,
  'legal-notice': msg`Aviso legal`,
  'privacy-policy': msg`Política de privacidad`,
  'cookie-policy': msg`Política de cookies`,
  product: msg`Producto`,
  shipping: msg`Envíos`,
  payment: msg`Pago`,
  returns: msg`Devoluciones`,
  blog: msg`Blog`,
  contact: msg`Contacto`,
};

/**
 * The new website (spec 3 §2 "New website form: logo upload and configuration"): the pharmacy, server
 * and domain, the theme and its pages (Divi forces the shop off), the texts, the contact, the keys and
 * the logo (an image under 800 KB, uploaded at once). Creating it queues its deployment; success goes
 * to the web manager, which leads to the job.
 */
export function NewWebPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate({ from: PATH });
  const describe = useErrorText();
  const { form, update, replace, sent, draft, blocker, shown, attempt, refused } = useDomainForm({ formKey: 'web:new-web', empty: EMPTY_NEW_WEBSITE_FORM, errorsOf: newWebsiteErrors });
  const [logoProblem, setLogoProblem] = useState<WebFormError | 'UPLOAD_FAILED' | undefined>();
  const shopAvailable = isShopOptionAvailable(form.theme);
  const hasShop = shopOnlineFor(form.theme, form.hasEcommerce);
  const pages = websiteTemplatePages({ hasEcommerce: hasShop, hasBlog: form.hasBlog, hasContact: form.hasContact });

  const upload = useGuardedMutation({
    mutationFn: (file: File) => services.websites.uploadLogo(file),
    onMutate: () => setLogoProblem(undefined),
    onSuccess: (url) => update({ logo: url }),
    onError: (error) => {
      setLogoProblem('UPLOAD_FAILED');
      if (!isSessionOver(error)) notifyTitled({ color: 'red', title: i18n._(webDeployMessages.IMAGE_UPLOAD_FAILED), message: serverWords(error) ?? describe(error) });
    },
  });
  const chooseLogo = (file: File | null): void => {
    if (file === null) return;
    const problem = logoFileError(file);
    setLogoProblem(problem);
    if (problem !== undefined) return;
    upload.mutate(file);
  };

  const create = useGuardedMutation({
    mutationFn: (request: DeployRequest) => services.websites.deployWebsite(request),
    onSuccess: () => {
      const domain = cleanDomain(form.domain);
      sent();
      notify({ color: 'green', message: i18n._(webDeployMessages.WEB_CREATED) });
      void navigate({ to: '/app-h/backoffice/web-manager', search: { created: domain } });
    },
    onError: (error) => refused(error, cleanDomain(form.domain), 'WEB_CREATION_FAILED'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: webQueries.domainsKey() });
      void queryClient.invalidateQueries({ queryKey: webQueries.jobsKey('NEW_WEB_DEPLOYMENT') });
      void queryClient.invalidateQueries({ queryKey: webQueries.vhostsKey() });
    },
  });

  const submit = (): void => {
    if (!attempt()) {
      notify({ color: 'red', message: t`Revisa los campos marcados: la web no se ha creado.` });
      return;
    }
    draft.keep(form);
    create.mutate(deployRequestOf(form));
  };

  const logoError =
    logoProblem === 'UPLOAD_FAILED' ? i18n._(webDeployMessages.IMAGE_UPLOAD_FAILED) : logoProblem !== undefined ? i18n._(webFormMessages[logoProblem]) : shown('logo');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Nueva web`}</Title>
        <Text c="dimmed" size="sm">
          {t`La web o tienda online de una farmacia: al crearla se pone en cola su despliegue.`}
        </Text>
      </div>
      <DraftOffer draft={draft} title={t`Tienes una web nueva sin crear`} onRestore={replace} />
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label={t`Nueva web`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <section aria-labelledby="new-web-site">
            <Title order={2} size="h4" id="new-web-site" mb="xs">
              {t`Web`}
            </Title>
            <Grid>
              <WebSiteFields value={form} onChange={update} shown={shown} />
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label={t`Título de la web`} value={form.title} onChange={(event) => update({ title: event.currentTarget.value })} error={shown('title')} required />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <TextInput label={t`Lema`} value={form.slogan} onChange={(event) => update({ slogan: event.currentTarget.value })} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 2 }}>
                <TextInput label={t`Color principal`} type="color" value={form.primaryColor} onChange={(event) => update({ primaryColor: event.currentTarget.value })} />
              </Grid.Col>
            </Grid>
          </section>
          <section aria-labelledby="new-web-pages">
            <Title order={2} size="h4" id="new-web-pages" mb="xs">
              {t`Páginas`}
            </Title>
            <Group gap="lg">
              <Checkbox
                label={t`Tienda online`}
                description={shopAvailable ? undefined : t`El tema Divi no admite tienda online.`}
                checked={hasShop}
                disabled={!shopAvailable}
                onChange={(event) => update({ hasEcommerce: event.currentTarget.checked })}
              />
              <Checkbox label={t`Blog`} checked={form.hasBlog} onChange={(event) => update({ hasBlog: event.currentTarget.checked })} />
              <Checkbox label={t`Página de contacto`} checked={form.hasContact} onChange={(event) => update({ hasContact: event.currentTarget.checked })} />
            </Group>
            <Group gap={6} mt="sm" aria-label={t`Páginas de la plantilla`} role="list">
              {pages.map((page) => (
                <Badge key={page} variant="light" color="gray.9" role="listitem">
                  {i18n._(PAGE_LABELS[page])}
                </Badge>
              ))}
            </Group>
          </section>
          <section aria-labelledby="new-web-contact">
            <Title order={2} size="h4" id="new-web-contact" mb="xs">
              {t`Contacto y claves`}
            </Title>
            <Grid>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label={t`Email de contacto`} type="email" value={form.email} onChange={(event) => update({ email: event.currentTarget.value })} error={shown('email')} required />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label={t`Teléfono de contacto`} type="tel" value={form.phone} onChange={(event) => update({ phone: event.currentTarget.value })} error={shown('phone')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput
                  label={t`Clave de Stripe`}
                  value={hasShop ? form.stripeKey : ''}
                  onChange={(event) => update({ stripeKey: event.currentTarget.value })}
                  disabled={!hasShop}
                  error={shown('stripeKey')}
                  autoComplete="off"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label={t`Clave de reCAPTCHA`} value={form.recaptchaKey} onChange={(event) => update({ recaptchaKey: event.currentTarget.value })} autoComplete="off" />
              </Grid.Col>
            </Grid>
          </section>
          <section aria-labelledby="new-web-logo">
            <Title order={2} size="h4" id="new-web-logo" mb="xs">
              {t`Logo`}
            </Title>
            <Group align="center" gap="md">
              {form.logo !== '' && <img src={form.logo} alt={t`Logo de la web`} style={{ height: 64, width: 'auto', objectFit: 'contain' }} />}
              <FileButton onChange={chooseLogo} accept="image/png,image/jpeg,image/svg+xml,image/webp,image/gif">
                {(props) => (
                  <Button {...props} variant="default" leftSection={<icons.upload size={16} aria-hidden />} loading={upload.isPending}>
                    {form.logo === '' ? t`Subir logo` : t`Cambiar logo`}
                  </Button>
                )}
              </FileButton>
              <Text size="sm" c="dimmed">
                {t`Una imagen de menos de 800 KB.`}
              </Text>
            </Group>
            {logoError !== undefined && (
              <Text size="sm" c="red.8" mt={4} role="alert">
                {logoError}
              </Text>
            )}
          </section>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" leftSection={<icons.plus size={16} aria-hidden />} loading={create.isPending} disabled={upload.isPending}>
            {t`Crear web`}
          </Button>
        </Group>
      </Paper>
      <UnsavedChangesModal blocker={blocker} message={t`No has creado la web. ¿Quieres salir y descartar lo que has escrito?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}
