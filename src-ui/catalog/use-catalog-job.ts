import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { isCheckWithErrors, isExportJob, isExportWithoutResults, jobStatusKind } from '@domain/catalog-export';
import { failureMessage } from '../shared/error-messages';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { catalogMessages } from './catalog-messages';
import { useCatalogJobRecords } from './catalog.mutations';
import { catalogJobMachine, type JobStart } from './catalog-job.machine';

/**
 * Runs the catalog job poller for the screen: its actors call the check service, its notices become
 * toasts (spec 1 §8), and a finished job is prepended to the records and its report opened.
 */
export function useCatalogJob() {
  const services = useUiServices();
  const records = useCatalogJobRecords();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [machine] = useState(() =>
    catalogJobMachine.provide({
      actors: {
        loadRunningJob: fromPromise(() => services.catalogCheck.runningJob()),
        startJob: fromPromise(({ input }: { input: JobStart }) =>
          input.kind === 'check' ? services.catalogCheck.startCheck(input.excludeWorkingCategories) : services.catalogCheck.startExport(input.request),
        ),
        pollStatus: fromPromise(({ input }: { input: { jobId: string } }) => services.catalogCheck.jobStatus(input.jobId)),
        cancelJob: fromPromise(() => services.catalogCheck.cancelRunningJob()),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine);

  useEffect(() => {
    const errorText = (error: unknown): string => i18n._(failureMessage(error));
    const notices = actor.on('notice', ({ notice, error }) => {
      switch (notice) {
        case 'CHECK_ALREADY_RUNNING':
          notify({ color: 'yellow', message: i18n._(catalogMessages.CHECK_ALREADY_RUNNING) });
          break;
        case 'CHECK_REQUEST_FAILED':
          notifyTitled({ color: 'red', title: i18n._(catalogMessages.CHECK_REQUEST_FAILED), message: errorText(error) });
          break;
        case 'CHECK_STATUS_FAILED':
          notifyTitled({ color: 'red', title: i18n._(catalogMessages.CHECK_STATUS_FAILED), message: t`No se ha podido consultar el estado del trabajo: ${errorText(error)}` });
          break;
        case 'CANCELLED':
          notify({ color: 'gray', message: t`Trabajo cancelado. Su informe conserva lo que llegó a hacer.` });
          records.invalidate();
          break;
        case 'CANCEL_FAILED':
          notifyTitled({ color: 'red', title: t`No se ha podido cancelar el trabajo`, message: errorText(error) });
          break;
      }
    });
    const finished = actor.on('jobFinished', ({ job }) => {
      records.addFinished(job);
      void navigate({ to: '/app-h/backoffice/catalog', search: { tab: 'reports', report: job.externalId } });
      if (jobStatusKind(job.status) === 'cancelled') {
        notify({ color: 'gray', message: t`El trabajo se ha cancelado.` });
        return;
      }
      if (isCheckWithErrors(job, 'finished')) {
        const categories = job.check.productCategories.length;
        const products = job.check.products.length;
        notifyTitled({ color: 'red', title: i18n._(catalogMessages.CHECK_WITH_ERRORS), message: t`Categorías con errores: ${categories}. Productos con errores: ${products}.` });
      }
      if (isExportWithoutResults(job, 'finished')) {
        notify({ color: 'red', message: i18n._(catalogMessages.EXPORT_WITHOUT_RESULTS) });
      } else {
        notify({ color: 'green', message: isExportJob(job) ? t`Exportación terminada. Ya puedes ver su informe.` : t`Comprobación terminada. Ya puedes ver su informe.` });
      }
    });
    return () => {
      notices.unsubscribe();
      finished.unsubscribe();
    };
  }, [actor, i18n, t, records, navigate]);

  const active = snapshot.matches('starting') || snapshot.matches('running') || snapshot.matches('cancelling');
  return {
    snapshot,
    /** Whether a job is being started, runs or is being cancelled: subscriptions are blocked meanwhile (spec 1 §4). */
    active,
    canStart: snapshot.can({ type: 'START', start: { kind: 'check', excludeWorkingCategories: [] } }),
    start: (start: JobStart) => send({ type: 'START', start }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}

/** The poller as the screen's parts see it. */
export type CatalogJobControl = ReturnType<typeof useCatalogJob>;
