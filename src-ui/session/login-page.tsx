import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Anchor, Box, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loginErrorFor } from '@domain/session';
import background1 from '../assets/login-background-1.svg';
import background2 from '../assets/login-background-2.svg';
import background3 from '../assets/login-background-3.svg';
import background4 from '../assets/login-background-4.svg';
import { LanguageSwitch } from '../shell/language-switch';
import { useUiServices } from '../shared/ui-services-context';
import type { DemoAccount } from '../shared/ui-services';
import { sessionMessages } from '../shared/session-messages';
import { notify } from '../shared/notify';
import { useLogin } from './session.mutations';
import { openConfirm } from '../shared/overlays';

/** The four login backgrounds (spec 3 §2 "Login"); one is drawn at random per visit. */
const BACKGROUNDS = [background1, background2, background3, background4];

export const LoginRoute = createLazyRoute('/')({ component: LoginPage });

/** The login screen: user and password, the login errors, and the demo accounts in the memory profile. */
export function LoginPage() {
  const services = useUiServices();
  const { i18n } = useLingui();
  const { t } = useT();
  const [backgroundIndex] = useState(() => Math.floor(Math.random() * BACKGROUNDS.length));
  const background = BACKGROUNDS[backgroundIndex];
  const [username, setUsername] = useState('');
  const usernameRef = useRef<HTMLInputElement>(null);
  // The user field takes the focus once the form has been painted: focusing while the page is first
  // inserted would make the browser lay the whole page out inside that one task.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) usernameRef.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const [password, setPassword] = useState('');

  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.isPending) login.mutate({ username, password });
  };

  const error = login.error === null ? undefined : i18n._(sessionMessages[loginErrorFor(login.error)]);

  return (
    <Box
      component="main"
      mih="100vh"
      p="md"
      data-testid="login-screen"
      data-background={backgroundIndex + 1}
      style={{ backgroundImage: `url("${background}")`, backgroundSize: 'cover', backgroundPosition: 'center', display: 'grid', placeItems: 'center' }}
    >
      <Stack w="100%" maw={440} gap="md">
        <Card shadow="lg" padding="xl" radius="lg" withBorder>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Title order={1} size="h2">
                    {services.config.appName}
                  </Title>
                  <Text c="dimmed" size="sm">
                    <Trans>Accede con tu usuario de farmacia o de backoffice.</Trans>
                  </Text>
                </div>
                <LanguageSwitch goToDashboard={false} />
              </Group>
              {error !== undefined && (
                <Alert color="red" role="alert" title={t`No se ha podido entrar`}>
                  {error}
                </Alert>
              )}
              <TextInput label={t`Usuario`} name="username" autoComplete="username" required withAsterisk={false} value={username} onChange={(event) => setUsername(event.currentTarget.value)} ref={usernameRef} data-autofocus />
              <PasswordInput
                label={t`Contraseña`}
                name="password"
                autoComplete="current-password"
                required
                withAsterisk={false}
                visibilityToggleButtonProps={{ 'aria-label': t`Mostrar u ocultar la contraseña` }}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <Button type="submit" loading={login.isPending} disabled={username.trim() === '' || password === ''} fullWidth>
                <Trans>Entrar</Trans>
              </Button>
            </Stack>
          </form>
        </Card>
        {services.demo !== undefined && (
          <DemoAccounts
            accounts={services.demo.accounts}
            onUse={(account) => {
              setUsername(account.username);
              setPassword(account.password);
            }}
            onReset={() => services.demo?.reset() ?? Promise.resolve()}
          />
        )}
      </Stack>
    </Box>
  );
}

function DemoAccounts({ accounts, onUse, onReset }: { accounts: readonly DemoAccount[]; onUse: (account: DemoAccount) => void; onReset: () => Promise<void> }) {
  const { t } = useT();
  const roles: Record<DemoAccount['role'], string> = {
    backoffice: t`Backoffice: administración de todas las farmacias`,
    pharmacist: t`Farmacia 500 con todos los permisos y módulos`,
    limited: t`Farmacia solo con escritorio; condiciones legales sin firmar`,
    partner: t`Usuario de un socio (partner)`,
    demo: t`Farmacia de demostración con escritorio reducido`,
  };
  const confirmReset = () =>
    openConfirm({
      title: t`Restablecer datos de demostración`,
      children: <Text size="sm">{t`Se perderán todos los cambios hechos en los datos de demostración de este navegador. ¿Quieres continuar?`}</Text>,
      labels: { confirm: t`Restablecer`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onReset().then(
          () => notify({ color: 'green', message: t`Datos de demostración restablecidos.` }),
          () => notify({ color: 'red', message: t`No se han podido restablecer los datos de demostración. Recarga la página y vuelve a intentarlo.` }),
        );
      },
    });

  return (
    <Card padding="md" radius="lg" withBorder aria-labelledby="demo-accounts-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="demo-accounts-title">
          <Trans>Cuentas de demostración (contraseña: demo)</Trans>
        </Title>
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {accounts.map((account, index) => (
            <Group
              component="li"
              key={account.username}
              justify="space-between"
              wrap="nowrap"
              py={6}
              px={10}
              style={index === 0 ? undefined : { borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div>
                <Text fw={600} size="sm" ff="monospace">
                  {account.username}
                </Text>
                <Text size="xs" c="dimmed">
                  {roles[account.role]}
                </Text>
              </div>
              <Button size="compact-sm" variant="light" onClick={() => onUse(account)} aria-label={t`Usar la cuenta ${account.username}`}>
                <Trans>Usar</Trans>
              </Button>
            </Group>
          ))}
        </Stack>
        <Anchor component="button" type="button" size="sm" onClick={confirmReset} c="red.8">
          <Trans>Restablecer datos de demostración</Trans>
        </Anchor>
      </Stack>
    </Card>
  );
}
