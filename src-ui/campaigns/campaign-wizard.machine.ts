import { and, assign, not, emit, fromPromise, setup } from 'xstate';
import {
  AUTOSAVE_INTERVAL_MS,
  designStepErrors,
  isEditableInWizard,
  mustAskToTakeOver,
  nextWizardStep,
  parametersStepErrors,
  previousWizardStep,
  validateSendDate,
  type Campaign,
  type CampaignContent,
  type CampaignSchedule,
  type CampaignSegment,
  type SendDateError,
  type WizardStep,
} from '@domain/campaigns';

/** What opening the wizard reads: the campaign, the sender's SMS name, and when it was read. */
export interface WizardLoad {
  readonly campaign: Campaign;
  /** The pharmacy sender's SMS display name ('' when it has none). */
  readonly smsSenderName: string;
  /** The clock when the campaign was read, for the 2-minute take-over rule. */
  readonly loadedAt: number;
  /**
   * Whether its last modification is this tab's own (it created the campaign, or its last save here is
   * the one stored): the take-over question is for somebody else's recent change.
   */
  readonly ownChange: boolean;
}

/** What a save answers: the campaign's new modification time and, when the design was collected, the design. */
export interface WizardSaved {
  readonly modified: number;
  readonly design?: Pick<CampaignContent, 'json' | 'html'>;
}

/** What a save takes: the campaign, and whether the email design must be collected from its editor first. */
export interface PersistInput {
  readonly campaign: Campaign;
  readonly collectDesign: boolean;
}

/** What finishing takes: the campaign with its schedule. */
export interface FinishInput {
  readonly campaign: Campaign;
}

/** What the wizard asks the screen to tell the user; the screen chooses the words. */
export type WizardNotice =
  | { readonly type: 'saveFailed'; readonly error: unknown }
  | { readonly type: 'autosaveFailed'; readonly error: unknown }
  | { readonly type: 'finishFailed'; readonly error: unknown }
  | { readonly type: 'saved' }
  /** A move between steps saved the campaign. */
  | { readonly type: 'moved' }
  | { readonly type: 'finished'; readonly created: boolean }
  | { readonly type: 'left' };

export interface WizardContext {
  readonly cid: string;
  /** The step the route asked for (spec 2 §2 `section`), taken once the campaign is read. */
  readonly requestedStep: WizardStep;
  readonly product: string;
  readonly campaign: Campaign | undefined;
  readonly smsSenderName: string;
  readonly loadedAt: number;
  readonly step: WizardStep;
  /** Where the save in progress takes the wizard. */
  readonly target: WizardStep;
  /** Bumped by every edit; a save that started at an older revision leaves the wizard dirty. */
  readonly revision: number;
  readonly savedRevision: number;
  /** The revision the save in progress carries. */
  readonly savingRevision: number;
  /** Whether the save in progress was asked for by the user (it then says so when done). */
  readonly manualSave: boolean;
  /** Whether the user tried to leave a step with errors: the step then shows them. */
  readonly showErrors: boolean;
  readonly scheduleError: SendDateError | undefined;
  readonly loadError: unknown;
}

/** The edits the screens make; each replaces the fields it names. */
export type WizardEdit =
  | { readonly type: 'EDIT_CONTENT'; readonly content: Partial<CampaignContent> }
  | { readonly type: 'EDIT_SEGMENT'; readonly segment: Partial<CampaignSegment> }
  /** The email editor changed something it keeps itself: the next save must collect the design. */
  | { readonly type: 'DESIGN_CHANGED' };

export type WizardEvent =
  | WizardEdit
  | { readonly type: 'NEXT' }
  /** Saves now, staying on the step ('Guardar borrador'). */
  | { readonly type: 'SAVE' }
  | { readonly type: 'BACK' }
  | { readonly type: 'CONFIRM_DESIGN' }
  | { readonly type: 'CANCEL_DESIGN' }
  | { readonly type: 'FINISH'; readonly sendNow: boolean; readonly date: string; readonly now: number }
  | { readonly type: 'TAKE_OVER' }
  | { readonly type: 'DECLINE' }
  | { readonly type: 'RETRY' };

export interface WizardInput {
  readonly cid: string;
  readonly requestedStep: WizardStep;
  readonly product: string;
}

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the screen`));

function edited(campaign: Campaign | undefined, event: WizardEdit): Campaign | undefined {
  if (campaign === undefined) return campaign;
  switch (event.type) {
    case 'EDIT_CONTENT':
      return { ...campaign, content: { ...campaign.content, ...event.content } };
    case 'EDIT_SEGMENT':
      return { ...campaign, segment: { ...campaign.segment, ...event.segment } };
    case 'DESIGN_CHANGED':
      return campaign;
  }
}

function withSaved(campaign: Campaign | undefined, saved: WizardSaved): Campaign | undefined {
  if (campaign === undefined) return campaign;
  const content = saved.design === undefined ? campaign.content : { ...campaign.content, ...saved.design };
  return { ...campaign, modified: saved.modified, content };
}

/**
 * The campaign wizard (spec 2 §2 "Campaign wizard", §4, §5). It reads the campaign (a campaign modified
 * within the last 2 minutes first asks whether to take over; declining leaves), then moves through
 * Parámetros (0), Diseño (1) and Finalizar (2) by one step at a time. Leaving step 0 needs its rules
 * (name, subject for email, a segment or an uploaded excel); leaving step 1 forward needs content and
 * opens the finish dialog, which saves the design. Every move saves first (the screen's `persist`
 * collects the email design on step 1); a failed save keeps the wizard on its step with everything
 * typed. While anything is unsaved it autosaves every 5 s (email) or 10 s (SMS). FINISH checks the send
 * date, then turns a draft into a campaign, or updates a campaign already scheduled.
 *
 * Not in the spec: a campaign being sent, sent or failed opens read only (`readOnly`).
 */
export const campaignWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    emitted: {} as WizardNotice,
  },
  actors: {
    load: fromPromise<WizardLoad, { cid: string }>(provided('load')),
    persist: fromPromise<WizardSaved, PersistInput>(provided('persist')),
    finish: fromPromise<Campaign, FinishInput>(provided('finish')),
  },
  actions: {
    savedByHand: emit(({ context }) => ({ type: context.manualSave ? ('saved' as const) : ('moved' as const) })),
    takeLoad: assign((_, params: { load: WizardLoad; requested: WizardStep }) => ({
      campaign: params.load.campaign,
      smsSenderName: params.load.smsSenderName,
      loadedAt: params.load.loadedAt,
      step: params.requested,
      target: params.requested,
    })),
  },
  guards: {
    readOnly: (_, params: { load: WizardLoad }) => !isEditableInWizard(params.load.campaign.status),
    mustAskToTakeOver: (_, params: { load: WizardLoad }) => !params.load.ownChange && mustAskToTakeOver(params.load.campaign.modified, params.load.loadedAt),
    dirty: ({ context }) => context.revision !== context.savedRevision,
    onParameters: ({ context }) => context.step === 0,
    onDesign: ({ context }) => context.step === 1,
    parametersValid: ({ context }) => context.campaign !== undefined && parametersStepErrors(context.campaign, context.product).length === 0,
    designValid: ({ context }) => context.campaign !== undefined && designStepErrors(context.campaign, context.smsSenderName).length === 0,
    isEmail: ({ context }) => context.campaign?.subtype === 'email',
    savedWithoutContent: ({ context }, params: { saved: WizardSaved }) => {
      const campaign = withSaved(context.campaign, params.saved);
      return context.target === 2 && campaign !== undefined && designStepErrors(campaign, context.smsSenderName).length > 0;
    },
    canGoBack: ({ context }) => context.step > 0,
    onFinish: ({ context }) => context.step === 2,
  },
  delays: {
    autosave: ({ context }) => AUTOSAVE_INTERVAL_MS[context.campaign?.subtype ?? 'email'],
  },
}).createMachine({
  id: 'campaignWizard',
  context: ({ input }) => ({
    cid: input.cid,
    requestedStep: input.requestedStep,
    product: input.product,
    campaign: undefined,
    smsSenderName: '',
    loadedAt: 0,
    step: 0,
    target: 0,
    revision: 0,
    savedRevision: 0,
    savingRevision: 0,
    manualSave: false,
    showErrors: false,
    scheduleError: undefined,
    loadError: undefined,
  }),
  initial: 'loading',
  on: {
    EDIT_CONTENT: { actions: assign({ campaign: ({ context, event }) => edited(context.campaign, event), revision: ({ context }) => context.revision + 1 }) },
    EDIT_SEGMENT: { actions: assign({ campaign: ({ context, event }) => edited(context.campaign, event), revision: ({ context }) => context.revision + 1 }) },
    DESIGN_CHANGED: { actions: assign({ revision: ({ context }) => context.revision + 1 }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ cid: context.cid }),
        onDone: [
          {
            guard: { type: 'readOnly', params: ({ event }) => ({ load: event.output }) },
            target: 'readOnly',
            actions: assign({ campaign: ({ event }) => event.output.campaign }),
          },
          {
            guard: { type: 'mustAskToTakeOver', params: ({ event }) => ({ load: event.output }) },
            target: 'askingTakeOver',
            actions: { type: 'takeLoad', params: ({ context, event }) => ({ load: event.output, requested: context.requestedStep }) },
          },
          { target: 'editing', actions: { type: 'takeLoad', params: ({ context, event }) => ({ load: event.output, requested: context.requestedStep }) } },
        ],
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ loadError: undefined }) } },
    },
    readOnly: {},
    askingTakeOver: {
      on: {
        TAKE_OVER: 'editing',
        DECLINE: 'left',
      },
    },
    left: { type: 'final', entry: emit({ type: 'left' as const }) },
    editing: {
      after: {
        autosave: [{ guard: 'dirty', target: 'autosaving' }, { target: 'editing', reenter: true }],
      },
      on: {
        NEXT: [
          { guard: and(['onParameters', 'parametersValid']), target: 'saving', actions: assign({ target: 1, showErrors: false, manualSave: false }) },
          { guard: 'onParameters', actions: assign({ showErrors: true }) },
          // An email's design lives in its editor until saved: the finish dialog saves it, then checks it.
          { guard: and(['onDesign', 'isEmail']), target: 'confirmingDesign', actions: assign({ showErrors: false }) },
          { guard: and(['onDesign', 'designValid']), target: 'confirmingDesign', actions: assign({ showErrors: false }) },
          { guard: 'onDesign', actions: assign({ showErrors: true }) },
        ],
        SAVE: { target: 'saving', actions: assign({ target: ({ context }) => context.step, manualSave: true }) },
        BACK: { guard: 'canGoBack', target: 'saving', actions: assign({ target: ({ context }) => previousWizardStep(context.step), showErrors: false, manualSave: false }) },
        FINISH: [
          // A wizard opened at its last step (modify schedule) still checks the steps before it.
          { guard: and(['onFinish', not('parametersValid')]), actions: assign({ step: 0, target: 0, showErrors: true }) },
          { guard: and(['onFinish', not('designValid')]), actions: assign({ step: 1, target: 1, showErrors: true }) },
          {
            guard: ({ context, event }) => context.step === 2 && validateSendDate(event, event.now).ok,
            target: 'finishing',
            actions: assign({
              scheduleError: undefined,
              campaign: ({ context, event }) => {
                const schedule = validateSendDate(event, event.now);
                return context.campaign === undefined || !schedule.ok ? context.campaign : { ...context.campaign, schedule: schedule.value satisfies CampaignSchedule };
              },
            }),
          },
          {
            guard: 'onFinish',
            actions: assign({
              scheduleError: ({ event }) => {
                const schedule = validateSendDate(event, event.now);
                return schedule.ok ? undefined : schedule.error;
              },
            }),
          },
        ],
      },
    },
    confirmingDesign: {
      on: {
        CONFIRM_DESIGN: { target: 'saving', actions: assign({ target: ({ context }) => nextWizardStep(context.step), manualSave: false }) },
        CANCEL_DESIGN: 'editing',
      },
    },
    saving: {
      entry: assign({ savingRevision: ({ context }) => context.revision }),
      invoke: {
        src: 'persist',
        input: ({ context }) => ({ campaign: context.campaign as Campaign, collectDesign: context.step === 1 }),
        onDone: [
          {
            guard: { type: 'savedWithoutContent', params: ({ event }) => ({ saved: event.output }) },
            target: 'editing',
            actions: assign({
              campaign: ({ context, event }) => withSaved(context.campaign, event.output),
              savedRevision: ({ context }) => context.savingRevision,
              showErrors: true,
            }),
          },
          {
          target: 'editing',
          actions: [
            assign({
              campaign: ({ context, event }) => withSaved(context.campaign, event.output),
              savedRevision: ({ context }) => context.savingRevision,
              step: ({ context }) => context.target,
            }),
            { type: 'savedByHand' },
          ],
          },
        ],
        onError: { target: 'editing', actions: emit(({ event }) => ({ type: 'saveFailed' as const, error: event.error })) },
      },
    },
    autosaving: {
      entry: assign({ target: ({ context }) => context.step, savingRevision: ({ context }) => context.revision }),
      invoke: {
        src: 'persist',
        input: ({ context }) => ({ campaign: context.campaign as Campaign, collectDesign: context.step === 1 }),
        onDone: {
          target: 'editing',
          actions: assign({
            campaign: ({ context, event }) => withSaved(context.campaign, event.output),
            // Edits made while the save travelled stay unsaved: the save carried the older revision.
            savedRevision: ({ context }) => context.savingRevision,
          }),
        },
        onError: { target: 'editing', actions: emit(({ event }) => ({ type: 'autosaveFailed' as const, error: event.error })) },
      },
    },
    finishing: {
      invoke: {
        src: 'finish',
        input: ({ context }) => ({ campaign: context.campaign as Campaign }),
        onDone: { target: 'done', actions: emit(({ context }) => ({ type: 'finished' as const, created: context.campaign?.status === 'DRAFT' })) },
        onError: { target: 'editing', actions: emit(({ event }) => ({ type: 'finishFailed' as const, error: event.error })) },
      },
    },
    done: { type: 'final' },
  },
});
