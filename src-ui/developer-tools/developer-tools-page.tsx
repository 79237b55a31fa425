import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Paper, ScrollArea, Select, Stack, Table, Tabs, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { REBOOT_CONFIRMATION_WORD, commandOutputText, isRebootConfirmed } from '@domain/developer-tools';
import { formatInstantDateTime } from '@domain/shared-kernel';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { useUiServices } from '../shared/ui-services-context';
import type { DEVELOPER_TABS, DeveloperToolsSearch } from './developer-tools-search';
import { developerToolsQueries } from './developer-tools.queries';
import { PluginVersions } from './plugin-versions';

const PATH = '/app-h/backoffice/developerTools';

export const DeveloperToolsRoute = createLazyRoute(PATH)({ component: DeveloperToolsPage });

type Tab = (typeof DEVELOPER_TABS)[number];

/**
 * The developer tools (spec 3 §2, §5, §7 "Server and developer tools"), only with the developer
 * feature flag: the server's setup information and its restart (after the typed word REINICIAR), its
 * commands run with their output, the plugins' published versions with the upload of a new one, and
 * the scripts with what each says of itself. The section, command and script live in the address.
 */
export function DeveloperToolsPage() {
  const services = useUiServices();
  const { t } = useLingui();
  const navigate = useNavigate({ from: PATH });
  const search = DeveloperToolsRoute.useSearch();
  const setSearch = (change: Partial<DeveloperToolsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });

  if (!services.config.devFeatureFlag) {
    return (
      <Stack gap="md">
        <Title order={1}>{t`Herramientas de desarrollo`}</Title>
        <Alert color="orange" role="alert" title={t`Herramientas de desarrollo no disponibles`}>
          {t`Las herramientas de desarrollo solo están disponibles con el indicador de desarrollo activado (VITE_DEV_FEATURES).`}
        </Alert>
      </Stack>
    );
  }

  const tab: Tab = search.tab ?? 'server';
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t`Herramientas de desarrollo`}</Title>
        <Text c="dimmed" size="sm">{t`El servidor, sus comandos, las versiones de los plugins y los scripts.`}</Text>
      </div>
      <Tabs value={tab} onChange={(value) => setSearch({ tab: value === null || value === 'server' ? undefined : (value as Tab) })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="server">{t`Servidor`}</Tabs.Tab>
          <Tabs.Tab value="commands">{t`Comandos`}</Tabs.Tab>
          <Tabs.Tab value="plugins">{t`Plugins`}</Tabs.Tab>
          <Tabs.Tab value="scripts">{t`Scripts`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="server" pt="md">
          <ServerPanel />
        </Tabs.Panel>
        <Tabs.Panel value="commands" pt="md">
          <CommandsPanel command={search.command} onCommand={(command) => setSearch({ command })} />
        </Tabs.Panel>
        <Tabs.Panel value="plugins" pt="md">
          <PluginVersions />
        </Tabs.Panel>
        <Tabs.Panel value="scripts" pt="md">
          <ScriptsPanel script={search.script} onScript={(script) => setSearch({ script })} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The server's setup information and its restart, confirmed by the typed word. */
function ServerPanel() {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const describe = useErrorText();
  const setup = useQuery(developerToolsQueries.setupInfo(services));
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const confirmed = isRebootConfirmed(typed);

  const restart = useGuardedMutation({
    mutationFn: async (word: string) => {
      if (!isRebootConfirmed(word)) throw new Error(t`Escribe ${REBOOT_CONFIRMATION_WORD} para reiniciar el servidor.`);
      await services.developerTools.restartServer();
    },
    onMutate: () => setFailure(undefined),
    onSuccess: () => {
      setTyped('');
      notify({ color: 'green', message: t`Servidor reiniciado.` });
      void queryClient.invalidateQueries({ queryKey: developerToolsQueries.setupInfo(services).queryKey });
    },
    onError: (error) => setFailure(error instanceof Error && !('kind' in error) ? error.message : describe(error)),
  });

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dev-setup-title">
        <Title order={2} size="h4" id="dev-setup-title" mb="xs">{t`Información del servidor`}</Title>
        {setup.isError ? (
          <LoadFailure title={t`No se ha podido leer la información del servidor`} error={setup.error} onRetry={() => void setup.refetch()} retrying={setup.isFetching} />
        ) : setup.data === undefined ? (
          <Text size="sm" c="dimmed">{t`Cargando la información del servidor…`}</Text>
        ) : setup.data.length === 0 ? (
          <Text size="sm" c="dimmed">{t`El servidor no ha dado información.`}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder>
              <Table.Tbody>
                {setup.data.map((entry) => (
                  <Table.Tr key={entry.key}>
                    <Table.Th scope="row" w="30%">{entry.key}</Table.Th>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{entry.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dev-restart-title">
        <Title order={2} size="h4" id="dev-restart-title" mb="xs">{t`Reiniciar el servidor`}</Title>
        <Stack gap="sm" component="form" onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed) {
            setFailure(t`Escribe ${REBOOT_CONFIRMATION_WORD} para reiniciar el servidor.`);
            return;
          }
          restart.mutate(typed);
        }}>
          <Text size="sm">{t`El servidor deja de atender durante el reinicio. Para confirmarlo, escribe ${REBOOT_CONFIRMATION_WORD} en mayúsculas.`}</Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t`Palabra de confirmación`}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter does not send a form whose button is disabled: say why nothing happens.
                if (event.key === 'Enter' && !confirmed) {
                  event.preventDefault();
                  setFailure(t`Escribe ${REBOOT_CONFIRMATION_WORD} para reiniciar el servidor.`);
                }
              }}
              autoComplete="off"
              spellCheck={false}
              w={240}
            />
            <Button type="submit" color="red" disabled={!confirmed} loading={restart.isPending}>
              {t`Reiniciar servidor`}
            </Button>
          </Group>
          {failure !== undefined && (
            <Alert color="red" role="alert" title={t`No se ha reiniciado el servidor`}>
              {failure}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A command's run: what was run, when and what it printed. */
interface CommandRun {
  readonly command: string;
  readonly at: number;
  readonly output: string;
}

/** The server's commands: one chosen (kept in the address) and run, its output monospace, copyable and scrolling. */
function CommandsPanel({ command, onCommand }: { readonly command: string | undefined; readonly onCommand: (command: string | undefined) => void }) {
  const services = useUiServices();
  const { t } = useLingui();
  const describe = useErrorText();
  const commands = useQuery(developerToolsQueries.commands(services));
  const [run, setRun] = useState<CommandRun | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const execute = useGuardedMutation({
    mutationFn: (chosen: string) => services.developerTools.runCommand(chosen),
    onMutate: () => setFailure(undefined),
    onSuccess: (output, chosen) => setRun({ command: chosen, at: services.clock.now(), output }),
    onError: (error, chosen) => setFailure(t`El comando «${chosen}» ha fallado: ${describe(error)}`),
  });

  if (commands.isError) return <LoadFailure title={t`No se han podido leer los comandos`} error={commands.error} onRetry={() => void commands.refetch()} retrying={commands.isFetching} />;
  const shown = run === undefined ? undefined : commandOutputText(run.output);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="form" aria-label={t`Ejecutar un comando`} onSubmit={(event) => {
        event.preventDefault();
        if (command === undefined) {
          setFailure(t`Elige un comando.`);
          return;
        }
        execute.mutate(command);
      }}>
        <Group align="flex-end" gap="sm">
          <Select
            label={t`Comando`}
            placeholder={commands.data === undefined ? t`Cargando los comandos…` : t`Elige un comando`}
            data={[...(commands.data ?? [])]}
            value={command ?? null}
            onChange={(value) => {
              setFailure(undefined);
              onCommand(value ?? undefined);
            }}
            searchable
            clearable
            w={320}
          />
          <Button type="submit" leftSection={<icons.arrowUp size={16} aria-hidden style={{ transform: 'rotate(90deg)' }} />} loading={execute.isPending}>
            {t`Ejecutar`}
          </Button>
        </Group>
        {failure !== undefined && (
          <Alert color="red" role="alert" mt="sm" title={t`No se ha ejecutado el comando`}>
            {failure}
          </Alert>
        )}
      </Paper>
      {run !== undefined && shown !== undefined && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dev-output-title">
          <Group justify="space-between" mb="xs">
            <div>
              <Title order={2} size="h4" id="dev-output-title">{t`Salida de «${run.command}»`}</Title>
              <Text size="xs" c="dimmed">{formatInstantDateTime(run.at)}</Text>
            </div>
            <CopyButton value={shown.text}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} color={copied ? 'green' : undefined}>
                  {copied ? t`Copiada` : t`Copiar salida`}
                </Button>
              )}
            </CopyButton>
          </Group>
          {shown.cut > 0 && <Text size="xs" c="dimmed" mb={4}>{t`Se muestran los últimos caracteres de la salida (${shown.cut} caracteres omitidos al principio).`}</Text>}
          <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
            <Code block tabIndex={0} aria-label={t`Salida del comando`} data-testid="command-output" style={{ whiteSpace: 'pre', minHeight: 40 }}>
              {shown.text === '' ? t`(sin salida)` : shown.text}
            </Code>
          </ScrollArea.Autosize>
        </Paper>
      )}
    </Stack>
  );
}

/** The server's scripts, one read at a time (kept in the address). */
function ScriptsPanel({ script, onScript }: { readonly script: string | undefined; readonly onScript: (script: string | undefined) => void }) {
  const services = useUiServices();
  const { t } = useLingui();
  const scripts = useQuery(developerToolsQueries.scripts(services));
  const info = useQuery({ ...developerToolsQueries.scriptInfo(services, script ?? ''), enabled: script !== undefined });
  if (scripts.isError) return <LoadFailure title={t`No se han podido leer los scripts`} error={scripts.error} onRetry={() => void scripts.refetch()} retrying={scripts.isFetching} />;
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Paper withBorder p="xs" radius="md" component="nav" aria-label={t`Scripts`} miw={240}>
        {scripts.data === undefined ? (
          <Text size="sm" c="dimmed" p="xs">{t`Cargando los scripts…`}</Text>
        ) : scripts.data.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">{t`El servidor no tiene scripts.`}</Text>
        ) : (
          <Stack gap={2}>
            {scripts.data.map((name) => (
              <UnstyledButton
                key={name}
                onClick={() => onScript(name)}
                aria-current={name === script ? 'true' : undefined}
                p="xs"
                style={{ borderRadius: 4, fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)', background: name === script ? 'var(--mantine-color-blue-light)' : undefined }}
              >
                {name}
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dev-script-title" style={{ flex: 1, minWidth: 280 }}>
        <Title order={2} size="h4" id="dev-script-title" mb="xs">{script === undefined ? t`Información del script` : script}</Title>
        {script === undefined ? (
          <Text size="sm" c="dimmed">{t`Elige un script para leer su información.`}</Text>
        ) : info.isError ? (
          <LoadFailure title={t`No se ha podido leer la información de ${script}`} error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
        ) : info.data === undefined ? (
          <Text size="sm" c="dimmed">{t`Cargando…`}</Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Code block style={{ whiteSpace: 'pre-wrap' }}>{info.data.info}</Code>
          </ScrollArea.Autosize>
        )}
      </Paper>
    </Group>
  );
}
