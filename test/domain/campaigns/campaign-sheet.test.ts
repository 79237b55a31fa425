import { describe, expect, it } from 'vitest';
import { GENERAL_SHEET_EID, sheetDescription, sheetDesignOf, sheetWriteFor, withSheetDesign } from '@domain/campaigns';
import { aCampaign, anSmsDraft } from '../../support/builders/campaign.builder';

const own = new Set(['s-3', 's-8']);

describe('the design a sheet holds', () => {
  it('is the email editor’s JSON for an email and the text for an SMS', () => {
    expect(sheetDesignOf(aCampaign())).toBe('{"page":{}}');
    expect(sheetDesignOf(anSmsDraft('Hola ñ'))).toBe('Hola ñ');
  });
});

describe('what a save writes to the sheets', () => {
  it('updates the pharmacy’s own sheet of a stored campaign', () => {
    expect(sheetWriteFor(aCampaign(), own, false)).toEqual({ kind: 'update', id: 's-3' });
  });

  it('creates a sheet for a template’s or another pharmacy’s sheet, for none, and for a new campaign', () => {
    const base = aCampaign();
    expect(sheetWriteFor(aCampaign({ content: { ...base.content, sheetId: '7' } }), own, false)).toEqual({ kind: 'create' });
    expect(sheetWriteFor(aCampaign({ content: { ...base.content, sheetId: undefined } }), own, false)).toEqual({ kind: 'create' });
    expect(sheetWriteFor(aCampaign(), own, true)).toEqual({ kind: 'create' });
  });

  it('writes nothing while there is no design', () => {
    const base = aCampaign();
    expect(sheetWriteFor(aCampaign({ content: { ...base.content, json: '  ' } }), own, false)).toEqual({ kind: 'none' });
    expect(sheetWriteFor(anSmsDraft(''), own, true)).toEqual({ kind: 'none' });
  });
});

describe('the design a campaign opens with', () => {
  it('is its own sheet’s, which wins over the campaign’s copy', () => {
    const opened = withSheetDesign(aCampaign(), { id: 's-3', eid: 321, design: '{"page":{"rows":[1]}}' });
    expect(opened.content.json).toBe('{"page":{"rows":[1]}}');
    const sms = withSheetDesign({ ...anSmsDraft('viejo'), eid: 321 }, { id: 's-3', eid: 321, design: 'nuevo' });
    expect(sms.content.smsContent).toBe('nuevo');
  });

  it('takes a template’s design only when the campaign has none', () => {
    const base = aCampaign();
    const template = { id: 's-3', eid: GENERAL_SHEET_EID, design: '{"template":true}' };
    expect(withSheetDesign(aCampaign(), template).content.json).toBe('{"page":{}}');
    expect(withSheetDesign(aCampaign({ content: { ...base.content, json: '' } }), template).content.json).toBe('{"template":true}');
  });

  it('keeps the campaign as it is for a blank sheet or another sheet', () => {
    const campaign = aCampaign();
    expect(withSheetDesign(campaign, { id: 's-3', eid: 321, design: ' ' })).toBe(campaign);
    expect(withSheetDesign(campaign, { id: 's-9', eid: 321, design: '{"x":1}' })).toBe(campaign);
  });
});

describe('a new sheet’s description', () => {
  it('is the campaign’s name, or its id when it has none', () => {
    const base = aCampaign();
    expect(sheetDescription(aCampaign())).toBe('Campaña de la gripe');
    expect(sheetDescription(aCampaign({ content: { ...base.content, name: ' ' } }))).toBe('Campaña c-1');
    expect(sheetDescription(aCampaign({ id: undefined, content: { ...base.content, name: '' } }))).toBe('Campaña nueva');
  });
});
