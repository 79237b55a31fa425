import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Loader, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EXCEL_SEGMENT_TYPE,
  apiSegmentType,
  parametersStepErrors,
  recipientCountOfFilledRows,
  type Campaign,
  type CampaignContent,
  type CampaignSegment,
} from '@domain/campaigns';
import { useClientFileReader } from '../shared/client-file-reader';
import { ClientFileProgress } from '../shared/client-file-progress';
import { formatCount } from '../shared/format-count';
import { useErrorText } from '../shared/load-failure';
import { useUiServices } from '../shared/ui-services-context';
import { wizardStepMessages } from './campaign-messages';
import { campaignQueries } from './campaign.queries';

/** An uploaded recipients file as this page knows it: its name and how many clients it reaches. */
export interface UploadedList {
  readonly excel: string;
  readonly name: string;
  readonly recipients: number;
}

/**
 * Step 0, Parámetros (spec 2 §2, §5): the campaign's name, the subject of an email, and who it goes to:
 * a saved segmentation of the pharmacy, or an uploaded Excel file (.xls or .xlsx under 30,000,000 bytes,
 * checked by its content, read off the main thread, converted to CSV with ';' and a BOM without empty
 * rows, both files uploaded). How many clients the choice reaches shows before the user moves on.
 */
export function ParametersStep({
  campaign,
  eid,
  product,
  showErrors,
  uploaded,
  onContent,
  onSegment,
  onUploaded,
}: {
  campaign: Campaign;
  eid: number;
  product: string;
  showErrors: boolean;
  uploaded: UploadedList | undefined;
  onContent: (content: Partial<CampaignContent>) => void;
  onSegment: (segment: Partial<CampaignSegment>) => void;
  onUploaded: (list: UploadedList) => void;
}) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const describe = useErrorText();
  const errors = showErrors ? parametersStepErrors(campaign, product) : [];
  const has = (code: (typeof errors)[number]) => errors.includes(code);
  const segmentType = apiSegmentType(product);
  const source = campaign.segment.type === EXCEL_SEGMENT_TYPE ? 'excel' : campaign.segment.type === segmentType ? 'segment' : undefined;
  const segments = useQuery({ ...campaignQueries.segments(services, eid), enabled: source === 'segment' });
  const apiId = campaign.segment.apiId;
  const count = useQuery({ ...campaignQueries.segmentCount(services, eid, apiId ?? ''), enabled: source === 'segment' && apiId !== undefined && apiId !== '' });
  const reader = useClientFileReader({ checkEmails: campaign.subtype === 'email' });
  const [uploading, setUploading] = useState<string | undefined>(undefined);
  const count0 = (value: number) => formatCount(value, i18n.locale);

  const choose = async (chosen: File | null) => {
    try {
      const read = await reader.readRecipients(chosen);
      if (read === undefined) return;
      const recipients = recipientCountOfFilledRows(read.sheet.filledRows);
      if (recipients === 0) {
        reader.refuse(t`El archivo no tiene ningún destinatario: solo tiene la fila de títulos, o ninguna.`);
        return;
      }
      setUploading(read.name);
      const stored = await services.campaignAudience.upload(eid, { name: read.name, csv: read.sheet.csv, original: read.original });
      onSegment({ type: EXCEL_SEGMENT_TYPE, excel: stored.excel, xlsx: stored.xlsx, apiId: undefined });
      onUploaded({ excel: stored.excel, name: read.name, recipients });
    } catch (error) {
      reader.refuse(t`No se ha podido subir el archivo: ${describe(error)}`);
    } finally {
      setUploading(undefined);
    }
  };

  const segmentOptions = (segments.data ?? []).map((segment) => ({ value: segment.id, label: segment.name }));
  const excelKnown = campaign.segment.excel !== undefined && campaign.segment.excel !== '';
  const file = reader.state;
  const busy = file.status === 'reading' || uploading !== undefined;

  return (
    <Stack gap="md" maw={720}>
      <TextInput
        label={t`Nombre de la campaña`}
        required
        value={campaign.content.name}
        onChange={(event) => onContent({ name: event.currentTarget.value })}
        error={has('MISSING_NAME') ? i18n._(wizardStepMessages.MISSING_NAME) : undefined}
        maxLength={200}
      />
      {campaign.subtype === 'email' && (
        <TextInput
          label={t`Asunto del correo`}
          required
          value={campaign.content.subject}
          onChange={(event) => onContent({ subject: event.currentTarget.value })}
          error={has('MISSING_SUBJECT') ? i18n._(wizardStepMessages.MISSING_SUBJECT) : undefined}
          maxLength={250}
        />
      )}
      <Radio.Group
        label={t`Destinatarios`}
        required
        value={source ?? ''}
        onChange={(value) => onSegment({ type: value === 'excel' ? EXCEL_SEGMENT_TYPE : segmentType })}
        error={has('MISSING_SEGMENT_TYPE') ? i18n._(wizardStepMessages.MISSING_SEGMENT_TYPE) : undefined}
      >
        <Group gap="lg" mt="xs">
          <Radio value="segment" label={t`Un segmento de la farmacia`} />
          <Radio value="excel" label={t`Un archivo Excel`} />
        </Group>
      </Radio.Group>

      {source === 'segment' && (
        <Stack gap="xs">
          {segments.isError ? (
            <Alert color="red" role="alert" title={t`No se han podido cargar los segmentos`}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{describe(segments.error)}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void segments.refetch()}>
                  {t`Reintentar`}
                </Button>
              </Stack>
            </Alert>
          ) : segments.isSuccess && segmentOptions.length === 0 ? (
            <Alert color="blue" role="status">
              {t`La farmacia no tiene segmentos guardados. Guarda una búsqueda en Segmentaciones o sube un archivo Excel.`}
            </Alert>
          ) : (
            <Select
              label={t`Segmento`}
              placeholder={segments.isLoading ? t`Cargando segmentos…` : t`Elige un segmento`}
              data={segmentOptions}
              value={apiId ?? null}
              onChange={(value) => onSegment({ apiId: value ?? undefined })}
              searchable
              nothingFoundMessage={t`Ningún segmento coincide`}
              disabled={segments.isLoading}
              error={has('MISSING_API_SEGMENT') ? i18n._(wizardStepMessages.MISSING_API_SEGMENT) : undefined}
            />
          )}
          {apiId !== undefined && apiId !== '' && (
            <Group gap="xs" role="status" aria-live="polite">
              {count.isLoading && <Loader size="xs" />}
              <Text size="sm" fw={count.isSuccess ? 600 : undefined}>
                {count.isLoading
                  ? t`Contando destinatarios…`
                  : count.isSuccess
                    ? count.data === 1
                      ? t`Este segmento llega a 1 cliente.`
                      : t`Este segmento llega a ${count0(count.data)} clientes.`
                    : t`No se ha podido contar los destinatarios del segmento.`}
              </Text>
              {count.isError && (
                <Button size="compact-xs" variant="subtle" onClick={() => void count.refetch()}>
                  {t`Reintentar`}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}

      {source === 'excel' && (
        <Stack gap="xs">
          <FileInput
            label={t`Archivo de destinatarios`}
            description={t`Excel .xls o .xlsx de menos de 30 MB, con una fila de títulos.`}
            placeholder={excelKnown ? (uploaded?.name ?? t`Archivo subido`) : t`Elige un archivo`}
            accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(chosen) => void choose(chosen)}
            disabled={busy}
            clearable={false}
            value={null}
            error={file.status === 'refused' ? file.message : has('MISSING_EXCEL') ? i18n._(wizardStepMessages.MISSING_EXCEL) : undefined}
          />
          <ClientFileProgress state={file} onCancel={reader.cancel} />
          {uploading !== undefined && (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{t`Subiendo ${uploading}…`}</Text>
            </Group>
          )}
          {excelKnown && !busy && (
            <Text size="sm" fw={600} role="status">
              {uploaded !== undefined && uploaded.excel === campaign.segment.excel
                ? uploaded.recipients === 1
                  ? t`${uploaded.name}: llega a 1 destinatario.`
                  : t`${uploaded.name}: llega a ${count0(uploaded.recipients)} destinatarios.`
                : t`La campaña tiene un archivo de destinatarios subido. Elige otro para sustituirlo.`}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
