import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CampaignModification, CampaignTemplateRef, HealthcareCampaign, PharmacistCampaign, PharmacistTemplates } from '@domain/healthcare';
import { ApiError } from '@domain/shared-kernel';
import {
  pharmacistCampaignMachine,
  type PharmacistCheck,
  type PharmacistLoad,
  type PharmacistNotice,
  type PharmacistWrite,
} from '@ui/healthcare/pharmacist-campaign.machine';

const ref = (segmentId: number, templateId: number): CampaignTemplateRef => ({ segmentId, templateId });

const OFFERED: PharmacistTemplates = {
  segments: [
    { segmentId: 1, segmentFilters: '{"minAge":65}', templates: [101, 102] },
    { segmentId: 2, segmentFilters: '{"minAge":40}', templates: [103, 104] },
  ],
  templates: [
    { templateId: 101, segmentId: 1, templateName: 'Revisión de la medicación en mayores', segmentName: 'Mayores de 65 años' },
    { templateId: 102, segmentId: 1, templateName: 'Vacuna de la gripe: campaña de otoño', segmentName: 'Mayores de 65 años' },
    { templateId: 103, segmentId: 2, templateName: 'Toma de tensión gratuita', segmentName: 'Hipertensos' },
    { templateId: 104, segmentId: 2, templateName: 'Hipertensión y sal: consejos', segmentName: 'Hipertensos' },
  ],
};

const campaign = (templates: readonly CampaignTemplateRef[]): HealthcareCampaign => ({
  id: 1,
  name: 'Vacuna de la gripe 2026',
  deliveryDate: '2026-11-26',
  deliveryTime: '10:00',
  status: 10,
  topic: 'sanitaria',
  pharmacies: [500, 501],
  templates,
  isDeleted: false,
  createdBy: 'backoffice',
  editedBy: 'backoffice',
  pharmacyId: 500,
  campaignTemplates: [],
});

const details = (templates: readonly CampaignTemplateRef[], overrides: Partial<PharmacistCampaign> = {}): PharmacistCampaign => ({ campaign: campaign(templates), confirmed: false, version: 1, ...overrides });

interface Fakes {
  load?: () => Promise<PharmacistLoad>;
  check?: (input: PharmacistCheck) => Promise<CampaignModification>;
  save?: (input: PharmacistWrite) => Promise<void>;
  confirm?: (input: PharmacistWrite) => Promise<void>;
}

function aFlow(fakes: Fakes = {}, first: PharmacistLoad = { details: details([]), offered: OFFERED, draft: undefined }) {
  const notices: PharmacistNotice[] = [];
  const calls = {
    load: vi.fn(fakes.load ?? (() => Promise.resolve(first))),
    check: vi.fn(fakes.check ?? (() => Promise.resolve({ modified: false, message: '' }))),
    save: vi.fn(fakes.save ?? (() => Promise.resolve())),
    confirm: vi.fn(fakes.confirm ?? (() => Promise.resolve())),
  };
  const machine = pharmacistCampaignMachine.provide({
    actors: {
      load: fromPromise(() => calls.load()),
      check: fromPromise(({ input }) => calls.check(input)),
      save: fromPromise(({ input }) => calls.save(input)),
      confirm: fromPromise(({ input }) => calls.confirm(input)),
    },
  });
  const actor = createActor(machine, { input: { campaignId: 1, eid: 500 } });
  for (const type of ['saved', 'confirmed', 'failed'] as const) actor.on(type, (event) => void notices.push(event));
  actor.start();
  return { actor, calls, notices };
}

type Flow = ReturnType<typeof aFlow>['actor'];
const settled = (actor: Flow, state: 'loadFailed' | 'selectTemplate' | 'readyTemplates' | 'confirmTemplates' | 'modified' | 'alreadyConfirmed') => waitFor(actor, (snapshot) => snapshot.matches(state));
const NETWORK = new ApiError('network', -1, 'offline');

async function addTemplate(actor: Flow, segmentId: number | undefined, templateId: number): Promise<void> {
  actor.send({ type: 'SELECT_SEGMENT', segmentId });
  actor.send({ type: 'SELECT_TEMPLATE', templateId });
  actor.send({ type: 'ADD' });
  await settled(actor, 'readyTemplates');
}

describe('pharmacist campaign machine', () => {
  it('starts at selectTemplate without ready templates, adds, saves, confirms and ends', async () => {
    const { actor, calls, notices } = aFlow();
    await settled(actor, 'selectTemplate');
    expect(calls.load).toHaveBeenCalledTimes(1);
    await addTemplate(actor, 1, 102);
    expect(actor.getSnapshot().context.ready).toEqual([ref(1, 102)]);
    // Adding clears the choice.
    expect(actor.getSnapshot().context).toMatchObject({ selectedSegmentId: undefined, selectedTemplateId: undefined, search: '' });
    actor.send({ type: 'ADD_ANOTHER' });
    await settled(actor, 'selectTemplate');
    await addTemplate(actor, undefined, 103);
    expect(actor.getSnapshot().context.ready).toEqual([ref(1, 102), ref(2, 103)]);
    actor.send({ type: 'SAVE' });
    await settled(actor, 'confirmTemplates');
    expect(calls.check).toHaveBeenCalledWith({ campaignId: 1, version: 1 });
    expect(calls.save).toHaveBeenCalledWith({ campaignId: 1, eid: 500, templates: [ref(1, 102), ref(2, 103)] });
    expect(actor.getSnapshot().context.saved).toEqual([ref(1, 102), ref(2, 103)]);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(calls.check).toHaveBeenCalledTimes(2);
    expect(calls.confirm).toHaveBeenCalledWith({ campaignId: 1, eid: 500, templates: [ref(1, 102), ref(2, 103)] });
    expect(notices).toEqual([{ type: 'saved' }, { type: 'confirmed' }]);
  });

  it('opens at readyTemplates with the templates the campaign proposes, dropping those no longer offered', async () => {
    const { actor } = aFlow({}, { details: details([ref(1, 102), ref(2, 999)]), offered: OFFERED, draft: undefined });
    await settled(actor, 'readyTemplates');
    expect(actor.getSnapshot().context).toMatchObject({ ready: [ref(1, 102)], saved: [ref(1, 102)], restored: false });
  });

  it('refuses to add nothing, a template of another segment, or a second template of a ready segment', async () => {
    const { actor } = aFlow({}, { details: details([ref(1, 101)]), offered: OFFERED, draft: undefined });
    await settled(actor, 'readyTemplates');
    actor.send({ type: 'ADD_ANOTHER' });
    await settled(actor, 'selectTemplate');
    actor.send({ type: 'ADD' });
    actor.send({ type: 'SELECT_SEGMENT', segmentId: 2 });
    actor.send({ type: 'SELECT_TEMPLATE', templateId: 102 });
    actor.send({ type: 'ADD' });
    actor.send({ type: 'SELECT_SEGMENT', segmentId: undefined });
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().value).toBe('selectTemplate');
    expect(actor.getSnapshot().context.ready).toEqual([ref(1, 101)]);
  });

  it('keeps the search text and goes back to the ready templates without adding', async () => {
    const { actor } = aFlow({}, { details: details([ref(1, 101)]), offered: OFFERED, draft: undefined });
    await settled(actor, 'readyTemplates');
    actor.send({ type: 'ADD_ANOTHER' });
    actor.send({ type: 'SEARCH', text: 'tensión' });
    expect(actor.getSnapshot().context.search).toBe('tensión');
    actor.send({ type: 'CANCEL_ADD' });
    await settled(actor, 'readyTemplates');
    expect(actor.getSnapshot().context.search).toBe('');
  });

  it('does not go back to ready templates when there are none', async () => {
    const { actor } = aFlow();
    await settled(actor, 'selectTemplate');
    actor.send({ type: 'CANCEL_ADD' });
    expect(actor.getSnapshot().value).toBe('selectTemplate');
  });

  it('removes a ready template, and removing the last returns to selectTemplate', async () => {
    const { actor } = aFlow({}, { details: details([ref(1, 101), ref(2, 103)]), offered: OFFERED, draft: undefined });
    await settled(actor, 'readyTemplates');
    actor.send({ type: 'REMOVE', templateId: 101 });
    expect(actor.getSnapshot().value).toBe('readyTemplates');
    expect(actor.getSnapshot().context.ready).toEqual([ref(2, 103)]);
    actor.send({ type: 'REMOVE', templateId: 103 });
    expect(actor.getSnapshot().value).toBe('selectTemplate');
    expect(actor.getSnapshot().context.ready).toEqual([]);
  });

  it('fails to load, says so, and loads again on retry', async () => {
    let attempt = 0;
    const { actor, calls } = aFlow({ load: () => (++attempt === 1 ? Promise.reject(NETWORK) : Promise.resolve({ details: details([]), offered: OFFERED, draft: undefined })) });
    await settled(actor, 'loadFailed');
    expect(actor.getSnapshot().context.failure).toEqual({ operation: 'load', error: NETWORK });
    actor.send({ type: 'RETRY' });
    await settled(actor, 'selectTemplate');
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });

  it('keeps the ready templates when a save fails, and saves them on retry', async () => {
    let attempt = 0;
    const { actor, calls, notices } = aFlow({ save: () => (++attempt === 1 ? Promise.reject(NETWORK) : Promise.resolve()) }, { details: details([ref(1, 101)]), offered: OFFERED, draft: undefined });
    await settled(actor, 'readyTemplates');
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.context.failure !== undefined);
    expect(actor.getSnapshot().value).toBe('readyTemplates');
    expect(actor.getSnapshot().context).toMatchObject({ ready: [ref(1, 101)], failure: { operation: 'save', error: NETWORK } });
    expect(notices).toEqual([{ type: 'failed', operation: 'save', error: NETWORK }]);
    actor.send({ type: 'RETRY' });
    await settled(actor, 'confirmTemplates');
    expect(calls.save).toHaveBeenCalledTimes(2);
  });

  it('stays on the ready templates when the modification check fails before a save, writing nothing', async () => {
    const { actor, calls } = aFlow({ check: () => Promise.reject(NETWORK) }, { details: details([ref(1, 101)]), offered: OFFERED, draft: undefined });
    await settled(actor, 'readyTemplates');
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.context.failure !== undefined);
    expect(actor.getSnapshot().value).toBe('readyTemplates');
    expect(actor.getSnapshot().context.failure).toEqual({ operation: 'check', error: NETWORK });
    expect(calls.save).not.toHaveBeenCalled();
  });

  it('stops before saving a campaign the back-office changed, and reloads it keeping the ready templates still offered', async () => {
    let version = 1;
    const { actor, calls } = aFlow({
      load: () => Promise.resolve({ details: details([ref(1, 101)], { version }), offered: OFFERED, draft: undefined }),
      check: (input) => Promise.resolve(input.version === version ? { modified: false, message: '' } : { modified: true, message: 'La campaña ha sido modificada por el equipo de backoffice' }),
    });
    await settled(actor, 'readyTemplates');
    actor.send({ type: 'ADD_ANOTHER' });
    await addTemplate(actor, 2, 104);
    version = 2;
    actor.send({ type: 'SAVE' });
    await settled(actor, 'modified');
    expect(actor.getSnapshot().context).toMatchObject({ modification: 'La campaña ha sido modificada por el equipo de backoffice', interrupted: 'save' });
    expect(calls.save).not.toHaveBeenCalled();
    actor.send({ type: 'RELOAD' });
    await settled(actor, 'readyTemplates');
    expect(actor.getSnapshot().context).toMatchObject({ version: 2, ready: [ref(1, 101), ref(2, 104)], saved: [ref(1, 101)], modification: undefined, carried: undefined });
    actor.send({ type: 'SAVE' });
    await settled(actor, 'confirmTemplates');
    expect(calls.save).toHaveBeenCalledWith({ campaignId: 1, eid: 500, templates: [ref(1, 101), ref(2, 104)] });
  });

  it('stops before confirming a campaign the back-office changed', async () => {
    let checks = 0;
    const { actor, calls } = aFlow(
      { check: () => Promise.resolve(++checks === 1 ? { modified: false, message: '' } : { modified: true, message: 'Cambiada' }) },
      { details: details([ref(1, 101)]), offered: OFFERED, draft: undefined },
    );
    await settled(actor, 'readyTemplates');
    actor.send({ type: 'SAVE' });
    await settled(actor, 'confirmTemplates');
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'modified');
    expect(actor.getSnapshot().context).toMatchObject({ modification: 'Cambiada', interrupted: 'confirm' });
    expect(calls.confirm).not.toHaveBeenCalled();
  });

  it('stays on the confirmation when the confirm or its check fails, and confirms on retry', async () => {
    let confirms = 0;
    let checks = 0;
    const { actor, calls, notices } = aFlow(
      {
        check: () => (++checks === 2 ? Promise.reject(NETWORK) : Promise.resolve({ modified: false, message: '' })),
        confirm: () => (++confirms === 1 ? Promise.reject(new ApiError('http', 500, 'boom')) : Promise.resolve()),
      },
      { details: details([ref(1, 101)]), offered: OFFERED, draft: undefined },
    );
    await settled(actor, 'readyTemplates');
    actor.send({ type: 'SAVE' });
    await settled(actor, 'confirmTemplates');
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.context.failure !== undefined);
    expect(actor.getSnapshot().value).toBe('confirmTemplates');
    expect(actor.getSnapshot().context.failure?.operation).toBe('check');
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.context.failure !== undefined);
    expect(actor.getSnapshot().value).toBe('confirmTemplates');
    expect(actor.getSnapshot().context.failure?.operation).toBe('confirm');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.confirm).toHaveBeenCalledTimes(2);
    expect(notices.map((notice) => (notice.type === 'failed' ? notice.operation : notice.type))).toEqual(['saved', 'check', 'confirm', 'confirmed']);
  });

  it('goes back from the confirmation to edit the ready templates', async () => {
    const { actor } = aFlow({}, { details: details([ref(1, 101)]), offered: OFFERED, draft: undefined });
    await settled(actor, 'readyTemplates');
    actor.send({ type: 'SAVE' });
    await settled(actor, 'confirmTemplates');
    actor.send({ type: 'EDIT' });
    await settled(actor, 'readyTemplates');
    expect(actor.getSnapshot().context.ready).toEqual([ref(1, 101)]);
  });

  it('restores the selection this browser kept, and discards it back to what the server holds', async () => {
    const { actor } = aFlow({}, { details: details([ref(1, 101)]), offered: OFFERED, draft: [ref(2, 103), ref(1, 102)] });
    await settled(actor, 'readyTemplates');
    expect(actor.getSnapshot().context).toMatchObject({ ready: [ref(2, 103), ref(1, 102)], saved: [ref(1, 101)], restored: true });
    actor.send({ type: 'DISCARD_DRAFT' });
    await settled(actor, 'readyTemplates');
    expect(actor.getSnapshot().context).toMatchObject({ ready: [ref(1, 101)], restored: false });
  });

  it('discards a kept selection from selectTemplate too, and ignores a draft equal to the saved one', async () => {
    const kept = aFlow({}, { details: details([]), offered: OFFERED, draft: [] }).actor;
    await settled(kept, 'selectTemplate');
    expect(kept.getSnapshot().context.restored).toBe(false);
    const { actor } = aFlow({}, { details: details([ref(1, 101)]), offered: OFFERED, draft: [ref(1, 101)] });
    await settled(actor, 'readyTemplates');
    expect(actor.getSnapshot().context.restored).toBe(false);
    actor.send({ type: 'REMOVE', templateId: 101 });
    await settled(actor, 'selectTemplate');
    actor.send({ type: 'DISCARD_DRAFT' });
    await settled(actor, 'readyTemplates');
    expect(actor.getSnapshot().context.ready).toEqual([ref(1, 101)]);
  });

  it('opens a confirmed campaign read only', async () => {
    const { actor } = aFlow({}, { details: details([ref(1, 101)], { confirmed: true }), offered: OFFERED, draft: [ref(2, 103)] });
    await settled(actor, 'alreadyConfirmed');
    expect(actor.getSnapshot().context).toMatchObject({ ready: [ref(1, 101)], restored: false });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'REMOVE', templateId: 101 });
    expect(actor.getSnapshot().value).toBe('alreadyConfirmed');
  });
});
