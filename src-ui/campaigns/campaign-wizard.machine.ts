import { and, assign, not, emit, fromPromise, setup } from 'xstate';
import { isApiError } from '@domain/shared-kernel';
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

/** The email editor's design, as a save collects it. */
export type WizardDesign = Pick<CampaignContent, 'json' | 'html'>;

/**
 * What a save answers. The design, when it was collected from the editor, comes back whatever the
 * outcome, so the wizard (and the draft kept in this browser) holds it even when the save did not happen.
 */
export type WizardSaved =
  /** Stored: the campaign as the server now keeps it. */
  | { readonly outcome: 'saved'; readonly stored: Campaign; readonly design?: WizardDesign }
  /** Not sent: the campaign was read again and someone else had saved it since this wizard knew it. */
  | { readonly outcome: 'changed'; readonly design?: WizardDesign }
  /** Refused, or not answered. */
  | { readonly outcome: 'failed'; readonly error: unknown; readonly design?: WizardDesign };

/** What finishing answers: the campaign as stored, or, read again, someone else had saved it meanwhile. */
export type WizardFinished = { readonly outcome: 'finished'; readonly stored: Campaign } | { readonly outcome: 'changed' };

/**
 * What a save or finish takes besides the campaign: the campaign as this wizard last read or stored it
 * (`known`, to tell whether someone else saved it since), and whether to write over such a change
 * (`overwrite`: the user said so).
 */
interface ConflictCheck {
  readonly known: Campaign;
  readonly overwrite: boolean;
}

/** What a save takes: the campaign, and whether the email design must be collected from its editor first. */
export interface PersistInput extends ConflictCheck {
  readonly campaign: Campaign;
  readonly collectDesign: boolean;
}

/** What finishing takes: the campaign with its schedule. */
export interface FinishInput extends ConflictCheck {
  readonly campaign: Campaign;
}

/** What the wizard asks the screen to tell the user; the screen chooses the words. */
export type WizardNotice =
  | { readonly type: 'saveFailed'; readonly error: unknown }
  | { readonly type: 'autosaveFailed'; readonly error: unknown }
  | { readonly type: 'finishFailed'; readonly error: unknown }
  /** The server refused a save or finish because someone else changed the campaign (409). */
  | { readonly type: 'refusedAsChanged'; readonly error: unknown }
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
  /** The campaign as this wizard last read or stored it: a save first checks nobody saved it since. */
  readonly known: Campaign | undefined;
  /**
   * Someone else saved the campaign since this wizard knew it (found before a save, or a 409): autosave
   * stops until a save by hand writes over it (the user is asked first).
   */
  readonly changedElsewhere: boolean;
  /** What the overwrite question came from, to be done again when the user chooses to overwrite. */
  readonly resume: 'save' | 'autosave' | 'finish';
  /** The next save or finish writes over someone else's change: the user chose to. */
  readonly overwrite: boolean;
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
  /** Writes this wizard's campaign over someone else's change (the answer to the overwrite question). */
  | { readonly type: 'OVERWRITE' }
  /** Keeps the other change for now: back to editing, with autosave stopped. */
  | { readonly type: 'REVIEW' }
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

function withDesign(campaign: Campaign | undefined, design: WizardDesign | undefined): Campaign | undefined {
  if (campaign === undefined || design === undefined) return campaign;
  return { ...campaign, content: { ...campaign.content, ...design } };
}

/**
 * The wizard's campaign after a save: its design as collected, and the modification time and the sheet
 * as stored (a save may give the campaign a sheet of its own, which the next save writes).
 */
function withSaved(campaign: Campaign | undefined, saved: WizardSaved): Campaign | undefined {
  const designed = withDesign(campaign, saved.design);
  if (designed === undefined || saved.outcome !== 'saved') return designed;
  return { ...designed, modified: saved.stored.modified, content: { ...designed.content, sheetId: saved.stored.content.sheetId } };
}

/** Whether a failed call was the server's refusal because the campaign changed (409). */
const isConflict = (error: unknown): boolean => isApiError(error) && error.kind === 'conflict';

const persistInput = (context: WizardContext): PersistInput => ({
  campaign: context.campaign as Campaign,
  collectDesign: context.step === 1,
  known: context.known as Campaign,
  overwrite: context.overwrite,
});

const wizardSetup = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    emitted: {} as WizardNotice,
  },
  actors: {
    load: fromPromise<WizardLoad, { cid: string }>(provided('load')),
    persist: fromPromise<WizardSaved, PersistInput>(provided('persist')),
    finish: fromPromise<WizardFinished, FinishInput>(provided('finish')),
  },
  actions: {
    savedByHand: emit(({ context }) => ({ type: context.manualSave ? ('saved' as const) : ('moved' as const) })),
    /** A save stored: the campaign as stored is what the next save compares with, and nothing was overwritten unasked. */
    takeSaved: assign(({ context }, params: { saved: WizardSaved }) => ({
      campaign: withSaved(context.campaign, params.saved),
      known: params.saved.outcome === 'saved' ? params.saved.stored : context.known,
      savedRevision: context.savingRevision,
      changedElsewhere: false,
    })),
    tellRefusedAsChanged: emit((_, params: { saved: WizardSaved }) => ({ type: 'refusedAsChanged' as const, error: params.saved.outcome === 'failed' ? params.saved.error : undefined })),
    takeLoad: assign((_, params: { load: WizardLoad; requested: WizardStep }) => ({
      campaign: params.load.campaign,
      known: params.load.campaign,
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
      return params.saved.outcome === 'saved' && context.target === 2 && campaign !== undefined && designStepErrors(campaign, context.smsSenderName).length > 0;
    },
    changed: (_, params: { outcome: WizardSaved['outcome'] | WizardFinished['outcome'] }) => params.outcome === 'changed',
    refusedAsChanged: (_, params: { saved: WizardSaved }) => params.saved.outcome === 'failed' && isConflict(params.saved.error),
    failed: (_, params: { saved: WizardSaved }) => params.saved.outcome === 'failed',
    conflictError: (_, params: { error: unknown }) => isConflict(params.error),
    changedElsewhere: ({ context }) => context.changedElsewhere,
    resumesFinish: ({ context }) => context.resume === 'finish',
    resumesAutosave: ({ context }) => context.resume === 'autosave',
    canGoBack: ({ context }) => context.step > 0,
    onFinish: ({ context }) => context.step === 2,
  },
  delays: {
    autosave: ({ context }) => AUTOSAVE_INTERVAL_MS[context.campaign?.subtype ?? 'email'],
  },
});

/** A state of this wizard, as its setup checks it. */
type WizardState = Parameters<typeof wizardSetup.createStateConfig>[0];

/** One way a save of the campaign can end once the server answered, as the wizard's setup checks it. */
type WizardSaveEnd = Extract<Extract<NonNullable<Extract<NonNullable<WizardState['invoke']>, { readonly src: 'persist' }>['onDone']>, readonly unknown[]>[number], { readonly target?: unknown }>;

/**
 * A save of the campaign (by hand, on a move between steps, or by autosave). Whatever the answer, the
 * wizard keeps the email design the save collected. When someone else saved the campaign since this
 * wizard knew it, nothing is written and the user is asked whether to write over that change (`resume`
 * is the save an overwrite does again). When the server refuses the save because the campaign changed
 * (409), the wizard goes back to editing, says so, and autosave stops; any other failure goes back to
 * editing with the `failure` notice and everything typed. A save that stored goes on as `stored` says.
 */
function persisting(save: { readonly resume: 'save' | 'autosave'; readonly failure: 'saveFailed' | 'autosaveFailed'; readonly stored: readonly WizardSaveEnd[] }) {
  return wizardSetup.createStateConfig({
    invoke: {
      src: 'persist',
      input: ({ context }) => persistInput(context),
      onDone: [
        {
          guard: { type: 'changed', params: ({ event }) => ({ outcome: event.output.outcome }) },
          target: 'askingOverwrite',
          actions: assign({ campaign: ({ context, event }) => withSaved(context.campaign, event.output), changedElsewhere: true, resume: save.resume }),
        },
        {
          guard: { type: 'refusedAsChanged', params: ({ event }) => ({ saved: event.output }) },
          target: 'editing',
          actions: [assign({ campaign: ({ context, event }) => withSaved(context.campaign, event.output), changedElsewhere: true }), { type: 'tellRefusedAsChanged', params: ({ event }) => ({ saved: event.output }) }],
        },
        {
          guard: { type: 'failed', params: ({ event }) => ({ saved: event.output }) },
          target: 'editing',
          actions: [
            assign({ campaign: ({ context, event }) => withSaved(context.campaign, event.output) }),
            emit(({ event }) => ({ type: save.failure, error: event.output.outcome === 'failed' ? event.output.error : undefined })),
          ],
        },
        ...save.stored,
      ],
      onError: { target: 'editing', actions: emit(({ event }) => ({ type: save.failure, error: event.error })) },
    },
  });
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
 * Not in the spec: each save and finish first reads the campaign again; when someone else saved it since
 * this wizard read or saved it (`campaignChangedSince`), nothing is written and the user is asked whether
 * to write over that change (OVERWRITE) or to look first (REVIEW). Until a save by hand writes over it,
 * autosave stops, so a second tab is never overwritten silently; a 409 from the server stops it too.
 *
 * Not in the spec: a campaign being sent, sent or failed opens read only (`readOnly`).
 */
export const campaignWizardMachine = wizardSetup.createMachine({
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
    known: undefined,
    changedElsewhere: false,
    resume: 'save',
    overwrite: false,
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
            actions: assign({ campaign: ({ event }) => event.output.campaign, known: ({ event }) => event.output.campaign }),
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
      entry: assign({ overwrite: false }),
      after: {
        autosave: [{ guard: and(['dirty', not('changedElsewhere')]), target: 'autosaving' }, { target: 'editing', reenter: true }],
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
      ...persisting({
        resume: 'save',
        failure: 'saveFailed',
        stored: [
          {
            guard: { type: 'savedWithoutContent', params: ({ event }) => ({ saved: event.output }) },
            target: 'editing',
            actions: [{ type: 'takeSaved', params: ({ event }) => ({ saved: event.output }) }, assign({ showErrors: true })],
          },
          {
            target: 'editing',
            actions: [{ type: 'takeSaved', params: ({ event }) => ({ saved: event.output }) }, assign({ step: ({ context }) => context.target }), { type: 'savedByHand' }],
          },
        ],
      }),
    },
    autosaving: {
      entry: assign({ target: ({ context }) => context.step, savingRevision: ({ context }) => context.revision }),
      ...persisting({
        resume: 'autosave',
        failure: 'autosaveFailed',
        // Edits made while the save travelled stay unsaved: the save carried the older revision.
        stored: [{ target: 'editing', actions: { type: 'takeSaved', params: ({ event }) => ({ saved: event.output }) } }],
      }),
    },
    askingOverwrite: {
      on: {
        OVERWRITE: [
          { guard: 'resumesFinish', target: 'finishing', actions: assign({ overwrite: true }) },
          // The user asked for this save: it says so when done.
          { guard: 'resumesAutosave', target: 'saving', actions: assign({ overwrite: true, manualSave: true, target: ({ context }) => context.step }) },
          { target: 'saving', actions: assign({ overwrite: true }) },
        ],
        REVIEW: 'editing',
      },
    },
    finishing: {
      invoke: {
        src: 'finish',
        input: ({ context }) => ({ campaign: context.campaign as Campaign, known: context.known as Campaign, overwrite: context.overwrite }),
        onDone: [
          {
            guard: { type: 'changed', params: ({ event }) => ({ outcome: event.output.outcome }) },
            target: 'askingOverwrite',
            actions: assign({ changedElsewhere: true, resume: 'finish' }),
          },
          { target: 'done', actions: emit(({ context }) => ({ type: 'finished' as const, created: context.campaign?.status === 'DRAFT' })) },
        ],
        onError: [
          {
            guard: { type: 'conflictError', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [assign({ changedElsewhere: true }), emit(({ event }) => ({ type: 'refusedAsChanged' as const, error: event.error }))],
          },
          { target: 'editing', actions: emit(({ event }) => ({ type: 'finishFailed' as const, error: event.error })) },
        ],
      },
    },
    done: { type: 'final' },
  },
});
