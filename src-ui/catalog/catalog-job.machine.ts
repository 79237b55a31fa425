import { assign, emit, fromPromise, setup } from 'xstate';
import { CATALOG_STATUS_POLL_INTERVAL_MS, checkStartError, type CatalogJob, type ExportRequest, type JobStatus } from '@domain/catalog-export';

/** What starts a job: a check with the categories it leaves out, or an export (spec 1 §3, §7). */
export type JobStart =
  | { readonly kind: 'check'; readonly excludeWorkingCategories: readonly number[] }
  | { readonly kind: 'export'; readonly request: ExportRequest };

/** What the poller asks the screen to tell the user (spec 1 §8); the screen chooses the words. */
export type CatalogJobNotice = 'CHECK_ALREADY_RUNNING' | 'CHECK_REQUEST_FAILED' | 'CHECK_STATUS_FAILED' | 'CANCELLED' | 'CANCEL_FAILED';

export interface CatalogJobContext {
  /** The job of the progress view: the one running, or the last one seen. */
  readonly job: CatalogJob | undefined;
  /** What the current start asked for. */
  readonly start: JobStart | undefined;
}

export type CatalogJobEvent = { readonly type: 'START'; readonly start: JobStart } | { readonly type: 'CANCEL' };

/** What the poller tells the screen: a notice to show, or a job that has finished. */
export type CatalogJobEmitted = { readonly type: 'notice'; readonly notice: CatalogJobNotice; readonly error?: unknown } | { readonly type: 'jobFinished'; readonly job: CatalogJob };

const notImplemented = (name: string) => () => Promise.reject(new Error(`${name} is provided by the screen`));

/**
 * The catalog job poller (spec 1 §2.4, §4, §8). On opening it asks whether a job is running and follows
 * it. START posts a check or an export: a 409 means a job already runs, so the status is reloaded and
 * the user told; any other failure is a request error. While a job runs its status is polled every
 * 10 seconds (202 running, 200 finished); a failed poll closes the progress view with 'Error'. CANCEL
 * (after the screen's confirmation) ends the running job. A finished job goes to `jobFinished`, which
 * shows its report and prepends it to the records.
 *
 * The actors are provided by the screen with `machine.provide(...)`; notices and finished jobs are
 * emitted events ('notice', 'jobFinished') the screen listens to.
 */
export const catalogJobMachine = setup({
  types: {
    context: {} as CatalogJobContext,
    events: {} as CatalogJobEvent,
    emitted: {} as CatalogJobEmitted,
  },
  actors: {
    loadRunningJob: fromPromise<JobStatus | undefined>(notImplemented('loadRunningJob')),
    startJob: fromPromise<JobStatus, JobStart>(notImplemented('startJob')),
    pollStatus: fromPromise<JobStatus, { jobId: string }>(notImplemented('pollStatus')),
    cancelJob: fromPromise<void, { jobId: string }>(notImplemented('cancelJob')),
  },
  actions: {
    notify: emit((_, params: { notice: CatalogJobNotice; error?: unknown }) => ({ type: 'notice' as const, ...params })),
    jobFinished: emit((_, params: { job: CatalogJob }) => ({ type: 'jobFinished' as const, job: params.job })),
  },
  guards: {
    alreadyRunning: (_, params: { error: unknown }) => checkStartError(params.error) === 'CHECK_ALREADY_RUNNING',
    finished: (_, params: { status: JobStatus | undefined }) => params.status?.phase === 'finished',
    running: (_, params: { status: JobStatus | undefined }) => params.status?.phase === 'in-progress',
  },
  delays: {
    pollInterval: CATALOG_STATUS_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'catalogJob',
  context: { job: undefined, start: undefined },
  initial: 'loadingStatus',
  states: {
    loadingStatus: {
      invoke: {
        src: 'loadRunningJob',
        onDone: [
          {
            guard: { type: 'running', params: ({ event }) => ({ status: event.output }) },
            target: 'running',
            actions: assign({ job: ({ event }) => event.output?.job }),
          },
          { target: 'idle' },
        ],
        // Not knowing whether a job runs does not block the screen: starting one would answer 409.
        onError: { target: 'idle' },
      },
    },
    idle: {
      on: {
        START: { target: 'starting', actions: assign({ start: ({ event }) => event.start, job: undefined }) },
      },
    },
    starting: {
      invoke: {
        src: 'startJob',
        input: ({ context }) => {
          if (context.start === undefined) throw new Error('A job starts with what it was asked for');
          return context.start;
        },
        onDone: [
          {
            guard: { type: 'finished', params: ({ event }) => ({ status: event.output }) },
            target: 'idle',
            actions: [assign({ job: ({ event }) => event.output.job }), { type: 'jobFinished', params: ({ event }) => ({ job: event.output.job }) }],
          },
          { target: 'running', actions: assign({ job: ({ event }) => event.output.job }) },
        ],
        onError: [
          {
            guard: { type: 'alreadyRunning', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingStatus',
            actions: { type: 'notify', params: ({ event }) => ({ notice: 'CHECK_ALREADY_RUNNING', error: event.error }) },
          },
          { target: 'idle', actions: { type: 'notify', params: ({ event }) => ({ notice: 'CHECK_REQUEST_FAILED', error: event.error }) } },
        ],
      },
    },
    running: {
      initial: 'waiting',
      on: { CANCEL: { target: 'cancelling' } },
      states: {
        waiting: {
          after: { pollInterval: { target: 'polling' } },
        },
        polling: {
          invoke: {
            src: 'pollStatus',
            input: ({ context }) => ({ jobId: context.job?.externalId ?? '' }),
            onDone: [
              {
                guard: { type: 'finished', params: ({ event }) => ({ status: event.output }) },
                target: '#catalogJob.idle',
                actions: [assign({ job: ({ event }) => event.output.job }), { type: 'jobFinished', params: ({ event }) => ({ job: event.output.job }) }],
              },
              { target: 'waiting', actions: assign({ job: ({ event }) => event.output.job }) },
            ],
            onError: {
              target: '#catalogJob.idle',
              actions: { type: 'notify', params: ({ event }) => ({ notice: 'CHECK_STATUS_FAILED', error: event.error }) },
            },
          },
        },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelJob',
        input: ({ context }) => ({ jobId: context.job?.externalId ?? '' }),
        onDone: { target: 'idle', actions: { type: 'notify', params: { notice: 'CANCELLED' } } },
        onError: { target: 'running', actions: { type: 'notify', params: ({ event }) => ({ notice: 'CANCEL_FAILED', error: event.error }) } },
      },
    },
  },
});
