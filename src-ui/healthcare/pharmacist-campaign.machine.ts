import { assign, emit, fromPromise, setup } from 'xstate';
import {
  offeredReadyTemplates,
  sameTemplateSelection,
  templateToAdd,
  withoutReadyTemplate,
  type CampaignModification,
  type CampaignTemplateRef,
  type HealthcareCampaign,
  type PharmacistCampaign,
  type PharmacistTemplates,
} from '@domain/healthcare';

/** What opening the campaign reads: the pharmacy's copy, what it may choose from, and the selection kept in this browser. */
export interface PharmacistLoad {
  readonly details: PharmacistCampaign;
  readonly offered: PharmacistTemplates;
  /** The ready templates this browser kept and the server does not have, when there are some. */
  readonly draft: readonly CampaignTemplateRef[] | undefined;
}

/** What the calls that write take: the campaign, the pharmacy and the ready templates. */
export interface PharmacistWrite {
  readonly campaignId: number;
  readonly eid: number;
  readonly templates: readonly CampaignTemplateRef[];
}

/** What the modification check takes: the campaign and its version when this screen read it. */
export interface PharmacistCheck {
  readonly campaignId: number;
  readonly version: number;
}

/** Which call failed. */
export type PharmacistOperation = 'load' | 'check' | 'save' | 'confirm';

/** What the machine asks the screen to tell the user; the screen chooses the words. */
export type PharmacistNotice = { readonly type: 'saved' } | { readonly type: 'confirmed' } | { readonly type: 'failed'; readonly operation: PharmacistOperation; readonly error: unknown };

export interface PharmacistContext {
  readonly campaignId: number;
  readonly eid: number;
  readonly campaign: HealthcareCampaign | undefined;
  /** The campaign's version when it was read: checkCampaignModification compares it. */
  readonly version: number;
  readonly offered: PharmacistTemplates;
  /** The ready templates (spec 2 §2). */
  readonly ready: readonly CampaignTemplateRef[];
  /** What the server holds for this pharmacy: the ready templates differ from it until they are saved. */
  readonly saved: readonly CampaignTemplateRef[];
  readonly selectedSegmentId: number | undefined;
  readonly selectedTemplateId: number | undefined;
  /** The template search text (spec 2 §2 "search bar"). */
  readonly search: string;
  /** The ready templates came from this browser's draft, not from the server. */
  readonly restored: boolean;
  /** The last failed call, until the next attempt. */
  readonly failure: { readonly operation: PharmacistOperation; readonly error: unknown } | undefined;
  /** What checkCampaignModification said when the back-office had changed the campaign. */
  readonly modification: string | undefined;
  /** What the modification interrupted. */
  readonly interrupted: 'save' | 'confirm';
  /** A reload keeps these ready templates (those still offered). */
  readonly carried: readonly CampaignTemplateRef[] | undefined;
}

export type PharmacistEvent =
  | { readonly type: 'SELECT_SEGMENT'; readonly segmentId: number | undefined }
  | { readonly type: 'SELECT_TEMPLATE'; readonly templateId: number | undefined }
  | { readonly type: 'SEARCH'; readonly text: string }
  /** Adds the selected template to the ready templates. */
  | { readonly type: 'ADD' }
  /** Back to the ready templates without adding another. */
  | { readonly type: 'CANCEL_ADD' }
  /** "Añadir otra": back to choosing, keeping the ready templates. */
  | { readonly type: 'ADD_ANOTHER' }
  | { readonly type: 'REMOVE'; readonly templateId: number }
  | { readonly type: 'SAVE' }
  | { readonly type: 'CONFIRM' }
  /** From the confirmation back to the ready templates. */
  | { readonly type: 'EDIT' }
  /** Reads the campaign again after the back-office changed it, keeping the ready templates still offered. */
  | { readonly type: 'RELOAD' }
  /** Throws the selection kept in this browser away: back to what the server holds. */
  | { readonly type: 'DISCARD_DRAFT' }
  | { readonly type: 'RETRY' };

export interface PharmacistInput {
  readonly campaignId: number;
  readonly eid: number;
}

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the screen`));

const NOTHING_OFFERED: PharmacistTemplates = { segments: [], templates: [] };

const noSelection = { selectedSegmentId: undefined, selectedTemplateId: undefined, search: '' } as const;

const pharmacistSetup = setup({
  types: {
    context: {} as PharmacistContext,
    events: {} as PharmacistEvent,
    input: {} as PharmacistInput,
    emitted: {} as PharmacistNotice,
  },
  actors: {
    load: fromPromise<PharmacistLoad, PharmacistInput>(provided('load')),
    check: fromPromise<CampaignModification, PharmacistCheck>(provided('check')),
    save: fromPromise<void, PharmacistWrite>(provided('save')),
    confirm: fromPromise<void, PharmacistWrite>(provided('confirm')),
  },
  actions: {
    takeLoad: assign(({ context }, params: { load: PharmacistLoad }) => {
      const { details, offered, draft } = params.load;
      const saved = offeredReadyTemplates(details.campaign.templates, offered);
      const carried = context.carried === undefined ? undefined : offeredReadyTemplates(context.carried, offered);
      const kept = draft === undefined ? undefined : offeredReadyTemplates(draft, offered);
      const restored = carried === undefined && kept !== undefined && !details.confirmed && !sameTemplateSelection(kept, saved);
      return {
        campaign: details.campaign,
        version: details.version,
        offered,
        saved,
        ready: carried ?? (restored && kept !== undefined ? kept : saved),
        restored,
        carried: undefined,
        failure: undefined,
        modification: undefined,
        ...noSelection,
      };
    }),
    fail: assign((_, params: { operation: PharmacistOperation; error: unknown }) => ({ failure: { operation: params.operation, error: params.error } })),
    tellFailure: emit((_, params: { operation: PharmacistOperation; error: unknown }) => ({ type: 'failed' as const, operation: params.operation, error: params.error })),
    clearFailure: assign({ failure: undefined }),
    add: assign(({ context }) => {
      const ref = templateToAdd(context.offered.templates, context.ready, context.selectedSegmentId, context.selectedTemplateId);
      return { ready: ref === undefined ? context.ready : [...context.ready, ref], ...noSelection };
    }),
    remove: assign(({ context }, params: { templateId: number }) => ({ ready: withoutReadyTemplate(context.ready, params.templateId) })),
  },
  guards: {
    confirmed: (_, params: { load: PharmacistLoad }) => params.load.details.confirmed,
    hasReady: ({ context }) => context.ready.length > 0,
    canAdd: ({ context }) => templateToAdd(context.offered.templates, context.ready, context.selectedSegmentId, context.selectedTemplateId) !== undefined,
    isLast: ({ context }, params: { templateId: number }) => withoutReadyTemplate(context.ready, params.templateId).length === 0,
    modified: (_, params: { answer: CampaignModification }) => params.answer.modified,
  },
});

/** A state of this machine, as its setup checks it. */
type PharmacistState = Parameters<typeof pharmacistSetup.createStateConfig>[0];

/** Where a save or the confirmation goes once written, and what it keeps and tells the screen on the way. */
type PharmacistWritten = NonNullable<Extract<NonNullable<PharmacistState['invoke']>, { readonly src: 'save' }>['onDone']>;

/**
 * A save or the confirmation of the ready templates. The campaign's version is checked first: when the
 * back-office changed the campaign since it was read, the machine stops at `modified` with nothing
 * written and remembers which of the two was interrupted; otherwise the call writes and goes on as
 * `done` says. A failed check or write keeps everything chosen, goes back to `back` and tells the screen
 * which call failed.
 */
function checkedWrite(write: { readonly operation: 'save' | 'confirm'; readonly back: `#pharmacistCampaign.${'readyTemplates' | 'confirmTemplates'}`; readonly done: PharmacistWritten }) {
  const failed = (operation: PharmacistOperation) => ({
    target: write.back,
    actions: [
      { type: 'fail' as const, params: ({ event }: { event: { error: unknown } }) => ({ operation, error: event.error }) },
      { type: 'tellFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ operation, error: event.error }) },
    ],
  });
  return pharmacistSetup.createStateConfig({
    initial: 'checking',
    states: {
      checking: {
        invoke: {
          src: 'check',
          input: ({ context }) => ({ campaignId: context.campaignId, version: context.version }),
          onDone: [
            {
              guard: { type: 'modified', params: ({ event }) => ({ answer: event.output }) },
              target: '#pharmacistCampaign.modified',
              actions: assign(({ event }) => ({ modification: event.output.message, interrupted: write.operation })),
            },
            { target: 'writing' },
          ],
          onError: failed('check'),
        },
      },
      writing: {
        invoke: {
          src: write.operation,
          input: ({ context }) => ({ campaignId: context.campaignId, eid: context.eid, templates: context.ready }),
          onDone: write.done,
          onError: failed(write.operation),
        },
      },
    },
  });
}

/**
 * The pharmacist's healthcare campaign (spec 2 §2 "Healthcare campaign wizard", §4 "Pharmacist flow").
 * It reads the pharmacy's copy of the campaign and the segments and templates on offer, then moves
 * selectTemplate → readyTemplates (a template added) → confirmTemplates (the ready templates saved);
 * removing the last ready template returns to selectTemplate, and "add another" to selectTemplate keeping
 * the ready ones. Choosing follows spec 2 §5: a segment limits the templates, a template the segments, a
 * segment or template already ready cannot be chosen again, the search is by name.
 *
 * Not in the spec: a copy that already has ready templates (the back-office's proposal, or the
 * pharmacist's saved selection) opens at readyTemplates; a selection this browser kept and did not save
 * opens instead, said so (`restored`), and can be thrown away. Before each save and the confirmation the
 * campaign's version is checked (checkCampaignModification): a campaign the back-office changed
 * meanwhile stops at `modified`, nothing written, until the pharmacist reloads it (RELOAD keeps the ready
 * templates still offered). A failed call keeps everything chosen and says which call failed; RETRY
 * (or the same action again) tries again. A confirmed copy opens as `alreadyConfirmed`, read only; the
 * confirmation ends at `confirmed`, and the screen goes to the private area.
 */
export const pharmacistCampaignMachine = pharmacistSetup.createMachine({
  id: 'pharmacistCampaign',
  context: ({ input }) => ({
    campaignId: input.campaignId,
    eid: input.eid,
    campaign: undefined,
    version: 0,
    offered: NOTHING_OFFERED,
    ready: [],
    saved: [],
    ...noSelection,
    restored: false,
    failure: undefined,
    modification: undefined,
    interrupted: 'save',
    carried: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ campaignId: context.campaignId, eid: context.eid }),
        onDone: [
          { guard: { type: 'confirmed', params: ({ event }) => ({ load: event.output }) }, target: 'alreadyConfirmed', actions: { type: 'takeLoad', params: ({ event }) => ({ load: event.output }) } },
          { target: 'choosing', actions: { type: 'takeLoad', params: ({ event }) => ({ load: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'fail', params: ({ event }) => ({ operation: 'load' as const, error: event.error }) } },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    /** Where the step is decided after a load: with ready templates, readyTemplates. */
    choosing: {
      always: [{ guard: 'hasReady', target: 'readyTemplates' }, { target: 'selectTemplate' }],
    },
    selectTemplate: {
      on: {
        SELECT_SEGMENT: { actions: assign(({ event }) => ({ selectedSegmentId: event.segmentId })) },
        SELECT_TEMPLATE: { actions: assign(({ event }) => ({ selectedTemplateId: event.templateId })) },
        SEARCH: { actions: assign(({ event }) => ({ search: event.text })) },
        ADD: { guard: 'canAdd', target: 'readyTemplates', actions: ['add', 'clearFailure'] },
        CANCEL_ADD: { guard: 'hasReady', target: 'readyTemplates', actions: assign(noSelection) },
        DISCARD_DRAFT: { target: 'choosing', actions: assign(({ context }) => ({ ready: context.saved, restored: false })) },
      },
    },
    readyTemplates: {
      on: {
        ADD_ANOTHER: { target: 'selectTemplate', actions: 'clearFailure' },
        REMOVE: [
          {
            guard: { type: 'isLast', params: ({ event }) => ({ templateId: event.templateId }) },
            target: 'selectTemplate',
            actions: [{ type: 'remove', params: ({ event }) => ({ templateId: event.templateId }) }, 'clearFailure'],
          },
          { actions: { type: 'remove', params: ({ event }) => ({ templateId: event.templateId }) } },
        ],
        SAVE: { target: 'saving', actions: 'clearFailure' },
        RETRY: { target: 'saving', actions: 'clearFailure' },
        DISCARD_DRAFT: { target: 'choosing', actions: assign(({ context }) => ({ ready: context.saved, restored: false, failure: undefined })) },
      },
    },
    saving: checkedWrite({
      operation: 'save',
      back: '#pharmacistCampaign.readyTemplates',
      done: {
        target: '#pharmacistCampaign.confirmTemplates',
        actions: [assign(({ context }) => ({ saved: context.ready, restored: false })), emit({ type: 'saved' as const })],
      },
    }),
    confirmTemplates: {
      on: {
        CONFIRM: { target: 'confirming', actions: 'clearFailure' },
        RETRY: { target: 'confirming', actions: 'clearFailure' },
        EDIT: { target: 'readyTemplates', actions: 'clearFailure' },
      },
    },
    confirming: checkedWrite({
      operation: 'confirm',
      back: '#pharmacistCampaign.confirmTemplates',
      done: { target: '#pharmacistCampaign.confirmed', actions: emit({ type: 'confirmed' as const }) },
    }),
    /** The back-office changed the campaign since it was read: nothing was written. */
    modified: {
      on: {
        RELOAD: { target: 'loading', actions: assign(({ context }) => ({ carried: context.ready })) },
      },
    },
    /** The pharmacy had already confirmed this campaign: shown read only. */
    alreadyConfirmed: {},
    confirmed: { type: 'final' },
  },
});
