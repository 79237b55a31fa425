import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { Campaign } from '@domain/campaigns';
import { ApiError } from '@domain/shared-kernel';
import { campaignWizardMachine, type FinishInput, type PersistInput, type WizardFinished, type WizardNotice, type WizardSaved } from '@ui/campaigns/campaign-wizard.machine';
import { aCampaign, anSmsDraft } from '../../support/builders/campaign.builder';

const NOW = Date.UTC(2026, 10, 25, 10, 0);
const PRODUCT = 'EVO';

/** A draft ready to leave step 0 (name, subject, a segment), last modified long ago. */
const aDraft = (overrides: Partial<Campaign> = {}): Campaign => aCampaign({ status: 'DRAFT', modified: NOW - 600_000, schedule: undefined, ...overrides });

interface Fakes {
  load?: () => Promise<Campaign>;
  persist?: (input: PersistInput) => Promise<WizardSaved>;
  finish?: (input: FinishInput) => Promise<WizardFinished>;
  smsSenderName?: string;
  ownChange?: boolean;
}

function aWizard(campaign: Campaign, fakes: Fakes = {}, requestedStep: 0 | 1 | 2 = 0) {
  const clock = new SimulatedClock();
  const notices: WizardNotice[] = [];
  let saves = 0;
  const calls = {
    load: vi.fn(fakes.load ?? (() => Promise.resolve(campaign))),
    persist: vi.fn(
      fakes.persist ??
        ((input: PersistInput): Promise<WizardSaved> =>
          Promise.resolve({ outcome: 'saved', stored: { ...input.campaign, modified: NOW + ++saves }, ...(input.collectDesign ? { design: { json: '{"d":1}', html: '<p>Diseño</p>' } } : {}) })),
    ),
    finish: vi.fn(fakes.finish ?? ((input: FinishInput): Promise<WizardFinished> => Promise.resolve({ outcome: 'finished', stored: { ...input.campaign, status: 'PENDING' } }))),
  };
  const machine = campaignWizardMachine.provide({
    actors: {
      load: fromPromise(async () => ({ campaign: await calls.load(), smsSenderName: fakes.smsSenderName ?? 'FLlorente', loadedAt: NOW, ownChange: fakes.ownChange ?? false })),
      persist: fromPromise(({ input }) => calls.persist(input)),
      finish: fromPromise(({ input }) => calls.finish(input)),
    },
  });
  const actor = createActor(machine, { clock, input: { cid: campaign.id ?? '', requestedStep, product: PRODUCT } });
  for (const type of ['saveFailed', 'autosaveFailed', 'finishFailed', 'refusedAsChanged', 'finished', 'left', 'saved', 'moved'] as const) actor.on(type, (event) => void notices.push(event));
  actor.start();
  return { actor, clock, calls, notices };
}

const editing = (actor: ReturnType<typeof aWizard>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('editing'));

describe('campaign wizard machine', () => {
  it('opens at the step of the address and moves by one step, saving before each move', async () => {
    const { actor, calls } = aWizard(aDraft({ segment: { type: 'EVO_SEGMENT', apiId: 'seg-1', excel: undefined, xlsx: undefined, finalListCsv: undefined } }));
    await editing(actor);
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.step === 1);
    expect(calls.persist).toHaveBeenCalledTimes(1);
    expect(calls.persist.mock.calls[0]?.[0].collectDesign).toBe(false);
    // Forward from the design opens the finish dialog, which saves the design (collected from the editor).
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('confirmingDesign')).toBe(true);
    actor.send({ type: 'CONFIRM_DESIGN' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.step === 2);
    expect(calls.persist.mock.calls[1]?.[0].collectDesign).toBe(true);
    expect(actor.getSnapshot().context.campaign?.content.html).toBe('<p>Diseño</p>');
    actor.send({ type: 'BACK' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.step === 1);
    expect(calls.persist).toHaveBeenCalledTimes(3);
  });

  it('stays on Parámetros and shows its errors while the name, the subject or the segment are missing', async () => {
    const base = aDraft();
    const { actor, calls } = aWizard({ ...base, content: { ...base.content, name: '  ' }, segment: { ...base.segment, apiId: undefined } });
    await editing(actor);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(actor.getSnapshot().context.step).toBe(0);
    expect(calls.persist).not.toHaveBeenCalled();
    actor.send({ type: 'EDIT_CONTENT', content: { name: 'Gripe 2026' } });
    actor.send({ type: 'EDIT_SEGMENT', segment: { apiId: 'seg-2' } });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (snapshot) => snapshot.context.step === 1);
    expect(calls.persist.mock.calls[0]?.[0].campaign.content.name).toBe('Gripe 2026');
  });

  it('keeps an SMS on Diseño while its text is invalid, and lets it go once valid', async () => {
    const sms = { ...anSmsDraft('Hola ☺'), modified: NOW - 600_000 };
    const { actor } = aWizard(sms, {}, 1);
    await editing(actor);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    actor.send({ type: 'EDIT_CONTENT', content: { smsContent: 'Hola' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('confirmingDesign')).toBe(true);
  });

  it('keeps the wizard on the design, with its error, when the saved email has no content', async () => {
    const base = aDraft();
    const { actor } = aWizard({ ...base, content: { ...base.content, json: '', html: '' } }, { persist: (input) => Promise.resolve({ outcome: 'saved', stored: { ...input.campaign, modified: NOW }, design: { json: '', html: '' } }) }, 1);
    await editing(actor);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM_DESIGN' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
  });

  it('asks to take over a campaign modified within 2 minutes; declining leaves', async () => {
    const { actor, notices } = aWizard(aDraft({ modified: NOW - 119_000 }));
    await waitFor(actor, (snapshot) => snapshot.matches('askingTakeOver'));
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(notices).toEqual([{ type: 'left' }]);

    const other = aWizard(aDraft({ modified: NOW - 120_000 }));
    await editing(other.actor);
    // This tab's own recent change is not somebody else's.
    const own = aWizard(aDraft({ modified: NOW - 1_000 }), { ownChange: true });
    await editing(own.actor);
  });

  it('opens a campaign being sent, sent or failed read only', async () => {
    const { actor, calls } = aWizard(aCampaign({ status: 'SENDED' }));
    await waitFor(actor, (snapshot) => snapshot.matches('readOnly'));
    actor.send({ type: 'NEXT' });
    expect(calls.persist).not.toHaveBeenCalled();
  });

  it('autosaves every 5 s for email while something is unsaved, and keeps later edits unsaved', async () => {
    let release: (saved: WizardSaved) => void = () => undefined;
    let sent: Campaign | undefined;
    const { actor, clock, calls } = aWizard(aDraft(), {
      persist: (input) =>
        new Promise<WizardSaved>((resolve) => {
          sent = input.campaign;
          release = resolve;
        }),
    });
    await editing(actor);
    clock.increment(5_000);
    expect(calls.persist).not.toHaveBeenCalled();
    actor.send({ type: 'EDIT_CONTENT', content: { name: 'Nueva' } });
    clock.increment(5_000);
    expect(actor.getSnapshot().matches('autosaving')).toBe(true);
    actor.send({ type: 'EDIT_CONTENT', content: { name: 'Nueva 2' } });
    release({ outcome: 'saved', stored: { ...(sent as Campaign), modified: NOW + 9 } });
    await editing(actor);
    const { revision, savedRevision, campaign } = actor.getSnapshot().context;
    expect(campaign?.content.name).toBe('Nueva 2');
    expect(campaign?.modified).toBe(NOW + 9);
    expect(savedRevision).toBe(1);
    expect(revision).toBe(2);
  });

  it('autosaves an SMS every 10 s, and says once when an autosave fails, keeping the text', async () => {
    const sms = { ...anSmsDraft('Hola'), modified: NOW - 600_000 };
    const { actor, clock, calls, notices } = aWizard(sms, { persist: () => Promise.reject(new ApiError('network', -1, 'offline')) });
    await editing(actor);
    actor.send({ type: 'EDIT_CONTENT', content: { smsContent: 'Hola de nuevo' } });
    clock.increment(5_000);
    expect(calls.persist).not.toHaveBeenCalled();
    clock.increment(5_000);
    await editing(actor);
    expect(calls.persist).toHaveBeenCalledTimes(1);
    expect(notices.map((notice) => notice.type)).toEqual(['autosaveFailed']);
    expect(actor.getSnapshot().context.campaign?.content.smsContent).toBe('Hola de nuevo');
  });

  it('refuses a send date in the past or malformed, then turns the draft into a campaign', async () => {
    const { actor, calls, notices } = aWizard(aDraft(), {}, 2);
    await editing(actor);
    actor.send({ type: 'FINISH', sendNow: false, date: '2026-11-25 10:00', now: NOW });
    expect(actor.getSnapshot().context.scheduleError).toBe('DATE_IN_PAST');
    actor.send({ type: 'FINISH', sendNow: false, date: 'mañana', now: NOW });
    expect(actor.getSnapshot().context.scheduleError).toBe('INVALID_DATE');
    expect(calls.finish).not.toHaveBeenCalled();
    actor.send({ type: 'FINISH', sendNow: false, date: '2026-12-01 09:30', now: NOW });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.finish.mock.calls[0]?.[0].campaign.schedule).toEqual({ sendNow: false, scheduled: Date.UTC(2026, 11, 1, 8, 30) });
    expect(notices).toEqual([{ type: 'finished', created: true }]);
  });

  it('updates a campaign already scheduled, and keeps the wizard when finishing fails', async () => {
    const pending = aDraft({ status: 'PENDING', schedule: { sendNow: false, scheduled: NOW + 86_400_000 } });
    const failing = aWizard(pending, { finish: () => Promise.reject(new ApiError('http', 500, 'boom')) }, 2);
    await editing(failing.actor);
    failing.actor.send({ type: 'FINISH', sendNow: true, date: '', now: NOW });
    await editing(failing.actor);
    expect(failing.notices.map((notice) => notice.type)).toEqual(['finishFailed']);
    expect(failing.actor.getSnapshot().context.step).toBe(2);

    const { actor, notices } = aWizard(pending, {}, 2);
    await editing(actor);
    actor.send({ type: 'FINISH', sendNow: true, date: '', now: NOW });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(notices).toEqual([{ type: 'finished', created: false }]);
  });

  it('sends a wizard opened at its last step back to the first step whose rules fail', async () => {
    const base = aDraft();
    const { actor, calls } = aWizard({ ...base, content: { ...base.content, subject: '' } }, {}, 2);
    await editing(actor);
    actor.send({ type: 'FINISH', sendNow: true, date: '', now: NOW });
    expect(actor.getSnapshot().context.step).toBe(0);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(calls.finish).not.toHaveBeenCalled();
  });

  it('says a failed save and stays on its step with what was typed', async () => {
    const { actor, notices } = aWizard(aDraft(), { persist: () => Promise.reject(new ApiError('http', 503, 'down')) });
    await editing(actor);
    actor.send({ type: 'EDIT_CONTENT', content: { name: 'Lo escrito' } });
    actor.send({ type: 'NEXT' });
    await editing(actor);
    expect(notices.map((notice) => notice.type)).toEqual(['saveFailed']);
    expect(actor.getSnapshot().context.step).toBe(0);
    expect(actor.getSnapshot().context.campaign?.content.name).toBe('Lo escrito');
  });

  it('asks before writing over a campaign someone else saved, and compares the next save with what this wizard stored', async () => {
    const loaded = aDraft();
    let outcome: 'changed' | 'saved' = 'changed';
    const { actor, calls, notices } = aWizard(loaded, {
      persist: (input) => Promise.resolve(outcome === 'changed' && !input.overwrite ? { outcome: 'changed' } : { outcome: 'saved', stored: { ...input.campaign, modified: NOW + 1 } }),
    });
    await editing(actor);
    actor.send({ type: 'EDIT_CONTENT', content: { name: 'Mía' } });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.matches('askingOverwrite'));
    expect(calls.persist.mock.calls[0]?.[0]).toMatchObject({ known: loaded, overwrite: false });
    expect(notices).toEqual([]);
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.changedElsewhere).toBe(true);

    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.matches('askingOverwrite'));
    actor.send({ type: 'OVERWRITE' });
    await editing(actor);
    expect(calls.persist.mock.calls[2]?.[0]).toMatchObject({ overwrite: true });
    expect(notices).toEqual([{ type: 'saved' }]);
    const { changedElsewhere, known } = actor.getSnapshot().context;
    expect(changedElsewhere).toBe(false);
    expect(known?.modified).toBe(NOW + 1);
    expect(known?.content.name).toBe('Mía');

    // The next save checks again, against the campaign as stored here, and without overwriting.
    outcome = 'saved';
    actor.send({ type: 'SAVE' });
    await editing(actor);
    expect(calls.persist.mock.calls[3]?.[0]).toMatchObject({ known: { modified: NOW + 1 }, overwrite: false });
  });

  it('stops autosaving once the campaign changed elsewhere, until a save by hand writes over it', async () => {
    // Changed elsewhere until this wizard writes over it; its own later saves then find nothing new.
    let elsewhere = true;
    const { actor, clock, calls } = aWizard(aDraft(), {
      persist: (input) => {
        if (elsewhere && !input.overwrite) return Promise.resolve({ outcome: 'changed' });
        elsewhere = false;
        return Promise.resolve({ outcome: 'saved', stored: { ...input.campaign, modified: NOW + calls.persist.mock.calls.length } });
      },
    });
    await editing(actor);
    actor.send({ type: 'EDIT_CONTENT', content: { name: 'Mía' } });
    clock.increment(5_000);
    await waitFor(actor, (snapshot) => snapshot.matches('askingOverwrite'));
    actor.send({ type: 'REVIEW' });
    clock.increment(5_000);
    clock.increment(5_000);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls.persist).toHaveBeenCalledTimes(1);

    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.matches('askingOverwrite'));
    actor.send({ type: 'OVERWRITE' });
    await editing(actor);
    expect(actor.getSnapshot().context.changedElsewhere).toBe(false);
    actor.send({ type: 'EDIT_CONTENT', content: { name: 'Mía 2' } });
    clock.increment(5_000);
    await editing(actor);
    expect(calls.persist).toHaveBeenCalledTimes(4);
  });

  it('tells a 409 as a change made elsewhere and stops autosaving, keeping the design it collected', async () => {
    const conflict = new ApiError('conflict', 409, 'La campaña está en estado SENDED y ya no se puede modificar');
    const { actor, clock, calls, notices } = aWizard(aDraft(), { persist: () => Promise.resolve({ outcome: 'failed', error: conflict, design: { json: '{"d":2}', html: '<p>Mío</p>' } }) }, 1);
    await editing(actor);
    actor.send({ type: 'DESIGN_CHANGED' });
    clock.increment(5_000);
    await editing(actor);
    expect(notices).toEqual([{ type: 'refusedAsChanged', error: conflict }]);
    expect(actor.getSnapshot().context.campaign?.content.html).toBe('<p>Mío</p>');
    clock.increment(5_000);
    expect(calls.persist).toHaveBeenCalledTimes(1);
  });

  it('keeps the design a failed save collected, so the draft holds it', async () => {
    const { actor, notices } = aWizard(aDraft(), { persist: () => Promise.resolve({ outcome: 'failed', error: new ApiError('http', 500, 'boom'), design: { json: '{"d":3}', html: '<p>Diseño nuevo</p>' } }) }, 1);
    await editing(actor);
    actor.send({ type: 'DESIGN_CHANGED' });
    actor.send({ type: 'SAVE' });
    await editing(actor);
    expect(notices.map((notice) => notice.type)).toEqual(['saveFailed']);
    const { campaign, revision, savedRevision } = actor.getSnapshot().context;
    expect(campaign?.content).toMatchObject({ json: '{"d":3}', html: '<p>Diseño nuevo</p>' });
    expect(revision).not.toBe(savedRevision);
  });

  it('asks before finishing over a change saved elsewhere, and finishes over it when told to', async () => {
    const { actor, calls, notices } = aWizard(aDraft(), {
      finish: (input) => Promise.resolve(input.overwrite ? { outcome: 'finished', stored: { ...input.campaign, status: 'PENDING' } } : { outcome: 'changed' }),
    }, 2);
    await editing(actor);
    actor.send({ type: 'FINISH', sendNow: true, date: '', now: NOW });
    await waitFor(actor, (snapshot) => snapshot.matches('askingOverwrite'));
    actor.send({ type: 'OVERWRITE' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.finish.mock.calls.map(([input]) => input.overwrite)).toEqual([false, true]);
    expect(notices).toEqual([{ type: 'finished', created: true }]);
  });
});
