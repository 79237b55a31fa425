import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DEVELOPER_PLUGINS, MAX_PLUGIN_ZIP_BYTES, checkPluginUpload, type PluginUploadError } from '@domain/developer-tools';
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { useUiServices } from '../shared/ui-services-context';
import { developerToolsQueries } from './developer-tools.queries';

/** The upload form's typed fields (the file cannot be kept). */
interface UploadForm {
  readonly pluginName: string;
  readonly version: string;
}

const EMPTY: UploadForm = { pluginName: '', version: '' };
const sameForm = (a: UploadForm, b: UploadForm): boolean => a.pluginName === b.pluginName && a.version === b.version;
const MAX_MB = MAX_PLUGIN_ZIP_BYTES / (1024 * 1024);

/** The first bytes of a file, to tell a zip by its content. */
async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 4).arrayBuffer());
}

/**
 * The plugins' published versions (GET /api/v1/plugin-version/{name}) and the upload of a new version
 * (POST /api/v1/wp/new-version): a .zip by name and content, at most 50 MB, with a dotted version.
 * The plugin and version typed are kept as a draft until the upload succeeds.
 */
export function PluginVersions() {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const describe = useErrorText();
  const versions = useQueries({ queries: DEVELOPER_PLUGINS.map((name) => developerToolsQueries.pluginVersion(services, name)) });
  const [form, setForm] = useState<UploadForm>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const draft = useFormDraft({ formKey: 'developer-tools:plugin-upload', userId: services.session.current()?.user.uid, value: form, dirty: !sameForm(form, EMPTY), initial: EMPTY, same: sameForm, clock: services.clock });

  const problems: Record<PluginUploadError, string> = {
    'no-plugin': t`Elige el plugin.`,
    'bad-version': t`Escribe la versión como números separados por puntos (por ejemplo 2.4.1).`,
    'no-file': t`Elige el fichero .zip del plugin.`,
    empty: t`El fichero está vacío.`,
    'too-large': t`El fichero supera el máximo de ${MAX_MB} MB.`,
    'not-zip': t`El fichero no es un .zip válido.`,
  };

  const upload = useGuardedMutation({
    mutationFn: async ({ pluginName, version, chosen }: { pluginName: string; version: string; chosen: File }) => {
      await services.developerTools.uploadPluginVersion({ pluginName, version, file: chosen, fileName: chosen.name });
      return { pluginName, version };
    },
    onMutate: () => setProblem(undefined),
    onSuccess: ({ pluginName, version }) => {
      draft.saved();
      setForm(EMPTY);
      setFile(null);
      notify({ color: 'green', message: t`Versión ${version} de ${pluginName} publicada.` });
      void queryClient.invalidateQueries({ queryKey: developerToolsQueries.pluginVersion(services, pluginName).queryKey });
    },
    onError: (error) => setProblem(t`No se ha publicado la versión: ${describe(error)}`),
  });

  const submit = async () => {
    const check = checkPluginUpload({ ...form, file: file === null ? undefined : { name: file.name, size: file.size, firstBytes: file.size > 0 && file.size <= MAX_PLUGIN_ZIP_BYTES ? await headOf(file) : new Uint8Array() } });
    if (!check.ok) {
      setProblem(problems[check.error]);
      return;
    }
    if (file === null) return;
    draft.keep(form);
    upload.mutate({ ...check.value, chosen: file });
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dev-plugins-title">
        <Title order={2} size="h4" id="dev-plugins-title" mb="xs">{t`Versiones publicadas`}</Title>
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Plugin`}</Table.Th>
                <Table.Th>{t`Versión`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {DEVELOPER_PLUGINS.map((name, index) => {
                const version = versions[index];
                return (
                  <Table.Tr key={name}>
                    <Table.Td ff="monospace">{name}</Table.Td>
                    <Table.Td>
                      {version === undefined || version.isPending ? (
                        <Text size="sm" c="dimmed">{t`Cargando…`}</Text>
                      ) : version.isError ? (
                        <Group gap="xs">
                          <Text size="sm" c="red.8">{describe(version.error)}</Text>
                          <Button size="compact-xs" variant="light" onClick={() => void version.refetch()}>
                            {t`Reintentar`}
                          </Button>
                        </Group>
                      ) : (
                        <Text size="sm" ff="monospace">{version.data}</Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dev-upload-title">
        <Title order={2} size="h4" id="dev-upload-title" mb="xs">{t`Subir una versión nueva`}</Title>
        <DraftOffer draft={draft} title={t`Hay una subida sin terminar`} onRestore={(value) => setForm(value)} />
        <Stack
          gap="sm"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select label={t`Plugin`} placeholder={t`Elige el plugin`} data={[...DEVELOPER_PLUGINS]} value={form.pluginName === '' ? null : form.pluginName} onChange={(value) => setForm((previous) => ({ ...previous, pluginName: value ?? '' }))} w={260} />
            <TextInput label={t`Versión`} placeholder="2.4.2" value={form.version} onChange={(event) => { const value = event.currentTarget.value; setForm((previous) => ({ ...previous, version: value })); }} w={160} />
            <FileInput label={t`Fichero .zip`} placeholder={t`Elige el fichero`} accept=".zip,application/zip" value={file} onChange={(chosen) => { setProblem(undefined); setFile(chosen); }} clearable w={280} description={t`Un .zip de ${MAX_MB} MB como máximo.`} />
          </Group>
          {problem !== undefined && (
            <Alert color="red" role="alert" title={t`No se puede subir`}>
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" leftSection={<icons.upload size={16} aria-hidden />} loading={upload.isPending}>
              {t`Subir versión`}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
