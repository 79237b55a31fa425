import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { safeFileName } from '@domain/exports';
import { reportMonthParam } from '@domain/reports';
import { downloadFile } from '../shared/download';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { notify } from '../shared/notify';
import { useUiServices } from '../shared/ui-services-context';
import type { ReportScope } from './report-context';
import { REPORT_TEXT } from './reports-messages';

/** Opens the generated Excel file: a file of the browser (the demo) downloads, a web address opens in a new tab. */
function openExcel(webUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = webUrl;
  link.rel = 'noopener noreferrer';
  if (webUrl.startsWith('blob:')) link.download = safeFileName(fileName);
  else link.target = '_blank';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  if (webUrl.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL(webUrl), 60_000);
}

/**
 * The downloads of the header: the month's Excel report (spec 3 §7, 60 s, 'Hubo un error generando el
 * excel') and the pharmacy's global report, the server's CSV file as it comes (spec 3 §7).
 */
export function ReportDownloads({ scope }: { readonly scope: ReportScope }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const excel = useGuardedMutation({
    mutationFn: async (reportId: string) => services.entityReports.excelReport(scope.eid, reportId),
    onSuccess: (target) => openExcel(target.webUrl, `informe-${scope.eid}-${reportMonthParam(scope.month)}.xlsx`),
    onError: (error) => {
      console.error('Entity report: the Excel report failed', error);
      notify({ id: 'report-excel', color: 'red', message: i18n._(REPORT_TEXT.EXCEL_FAILED) });
    },
  });
  const globalReport = useGuardedMutation({
    mutationFn: async () => services.entityReports.globalReport(scope.eid),
    onSuccess: (bytes) => downloadFile(`informe-global-${scope.eid}.csv`, new Blob([bytes], { type: 'text/csv' })),
    onError: (error) => {
      console.error('Entity report: the global report failed', error);
      notify({ id: 'report-global', color: 'red', message: t`No ha sido posible descargar el informe global` });
    },
  });
  const report = scope.report;
  return (
    <Group gap="xs">
      <Button size="sm" variant="light" loading={excel.isPending} disabled={report === undefined} onClick={() => report !== undefined && excel.mutate(report.id)}>
        {t`Descargar Excel`}
      </Button>
      <Button size="sm" variant="light" loading={globalReport.isPending} onClick={() => globalReport.mutate()}>
        {t`Descargar informe global (CSV)`}
      </Button>
    </Group>
  );
}
