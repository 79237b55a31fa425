import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pluginUpdateOutcome, pluginUpdatedMessage, pluginsWithUpdate, visiblePlugins, type PluginUpdateResult, type VirtualHost, type WordPressPlugin } from '@domain/web';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { pluginMessages } from './web-messages';
import { webQueries } from './web.queries';

/** What one update answered, or why it failed. */
type UpdateAnswer = { readonly plugin: WordPressPlugin; readonly result: PluginUpdateResult } | { readonly plugin: WordPressPlugin; readonly error: unknown };

/**
 * A host's plugins (spec 3 §2 "info popup": name, status, version, update version, updated; must-use
 * hidden, spec 3 §4), with the update of one plugin or of all those with an update, and the spec's
 * notices: the new version, nothing changed, an error, or everything up to date (spec 3 §8).
 */
export function PluginsDialog({ vhost, onClose }: { readonly vhost: VirtualHost; readonly onClose: () => void }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const queryClient = useQueryClient();
  const describe = useErrorText();
  const plugins = useQuery(webQueries.plugins(services, vhost));
  const listed = visiblePlugins(plugins.data ?? []);
  const outdated = pluginsWithUpdate(plugins.data ?? []);

  const tell = (answer: UpdateAnswer): void => {
    if ('error' in answer) {
      notifyTitled({ color: 'red', title: i18n._(pluginMessages.UPDATE_FAILED), message: `${answer.plugin.name}: ${describe(answer.error)}` });
      return;
    }
    const { result } = answer;
    const outcome = pluginUpdateOutcome(result.oldVersion, result.newVersion);
    if (outcome === 'UPDATED') notify({ color: 'green', message: pluginUpdatedMessage(result.name, result.oldVersion, result.newVersion) });
    else if (outcome === 'NOTHING_CHANGED') notify({ color: 'yellow', message: `${result.name}: ${i18n._(pluginMessages.NOTHING_CHANGED)}` });
    else notify({ color: 'red', message: `${result.name}: ${i18n._(pluginMessages.UPDATE_NOT_DONE)}` });
  };
  const updateOne = async (plugin: WordPressPlugin): Promise<UpdateAnswer> => {
    try {
      return { plugin, result: await services.wordpress.updatePlugin(vhost, plugin) };
    } catch (error) {
      return { plugin, error };
    }
  };
  const refresh = (): void => void queryClient.invalidateQueries({ queryKey: webQueries.pluginsKey(vhost) });

  const one = useGuardedMutation({
    mutationFn: (plugin: WordPressPlugin) => updateOne(plugin),
    inFlightKey: (plugin) => plugin.name,
    onSuccess: tell,
    onSettled: refresh,
  });
  const all = useGuardedMutation({
    mutationFn: async (list: readonly WordPressPlugin[]): Promise<readonly UpdateAnswer[]> => {
      const answers: UpdateAnswer[] = [];
      // One at a time: WordPress updates of one site must not overlap.
      for (const plugin of list) answers.push(await updateOne(plugin));
      return answers;
    },
    onSuccess: (answers) => answers.forEach(tell),
    onSettled: refresh,
  });
  const busy = one.isPending || all.isPending;

  const updateAll = (): void => {
    if (outdated.length === 0) {
      notify({ color: 'blue', message: i18n._(pluginMessages.ALL_UP_TO_DATE) });
      return;
    }
    all.mutate(outdated);
  };

  return (
    <Modal opened onClose={onClose} title={t`Plugins de ${vhost.domain}`} size="xl" centered closeButtonProps={{ 'aria-label': t`Cerrar` }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t`Servidor ${vhost.server} · ${vhost.path}`}
        </Text>
        {plugins.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t`Cargando plugins…`}</Text>
          </Group>
        ) : plugins.isError ? (
          <LoadFailure title={t`No se han podido cargar los plugins`} error={plugins.error} onRetry={() => void plugins.refetch()} retrying={plugins.isFetching} />
        ) : listed.length === 0 ? (
          <Text size="sm">{t`Este vhost no tiene plugins.`}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={t`Plugins`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Nombre`}</Table.Th>
                  <Table.Th>{t`Estado`}</Table.Th>
                  <Table.Th>{t`Versión`}</Table.Th>
                  <Table.Th>{t`Nueva versión`}</Table.Th>
                  <Table.Th>{t`Actualizado`}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t`Acciones`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {listed.map((plugin) => (
                  <Table.Tr key={plugin.name}>
                    <Table.Td fw={500}>{plugin.name}</Table.Td>
                    <Table.Td>{plugin.status === 'active' ? t`Activo` : plugin.status === 'inactive' ? t`Inactivo` : plugin.status}</Table.Td>
                    <Table.Td>{plugin.version}</Table.Td>
                    <Table.Td>{plugin.updateAvailable ? plugin.updateVersion : '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={plugin.updateAvailable ? 'orange.9' : 'green.9'}>
                        {plugin.updateAvailable ? t`No` : t`Sí`}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>
                      {plugin.updateAvailable && (
                        <Button size="compact-sm" variant="light" leftSection={<icons.download size={14} aria-hidden />} onClick={() => one.mutate(plugin)} disabled={busy} aria-label={t`Actualizar ${plugin.name}`}>
                          {t`Actualizar`}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between">
          <Text size="sm">{plugins.isSuccess ? (outdated.length === 0 ? i18n._(pluginMessages.ALL_UP_TO_DATE) : t`Plugins por actualizar: ${outdated.length}`) : ' '}</Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t`Cerrar`}
            </Button>
            <Button leftSection={<icons.download size={16} aria-hidden />} onClick={updateAll} loading={all.isPending} disabled={!plugins.isSuccess || one.isPending}>
              {t`Actualizar todos`}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
