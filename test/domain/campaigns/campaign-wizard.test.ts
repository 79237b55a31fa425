import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTOSAVE_INTERVAL_MS,
  EXCEL_SEGMENT_TYPE,
  WIZARD_STEP_TITLES,
  apiSegmentType,
  designStepErrors,
  nextWizardStep,
  parametersStepErrors,
  previousWizardStep,
  wizardStepFromSection,
  type Campaign,
  type WizardStep,
} from '@domain/campaigns';
import { aCampaign, anSmsDraft } from '../../support/builders/campaign.builder';

const product = 'EVO';
const withSegment = (segment: Partial<Campaign['segment']>, base: Campaign = aCampaign()): Campaign => ({
  ...base,
  segment: { ...base.segment, ...segment },
});
const withContent = (content: Partial<Campaign['content']>, base: Campaign = aCampaign()): Campaign => ({
  ...base,
  content: { ...base.content, ...content },
});

describe('wizard steps', () => {
  it('are titled Parámetros, Diseño and Finalizar', () => {
    expect(WIZARD_STEP_TITLES).toEqual(['Parámetros', 'Diseño', 'Finalizar']);
  });

  it.each<[WizardStep, WizardStep, WizardStep]>([
    [0, 1, 0],
    [1, 2, 0],
    [2, 2, 1],
  ])('from step %i advances to %i and goes back to %i', (step, next, previous) => {
    expect(nextWizardStep(step)).toBe(next);
    expect(previousWizardStep(step)).toBe(previous);
  });

  it('moves by at most one step and undoes a move inside the range', () => {
    fc.assert(
      fc.property(fc.constantFrom<WizardStep>(0, 1, 2), (step) => {
        expect(Math.abs(nextWizardStep(step) - step)).toBeLessThanOrEqual(1);
        expect(Math.abs(previousWizardStep(step) - step)).toBeLessThanOrEqual(1);
        if (step < 2) expect(previousWizardStep(nextWizardStep(step))).toBe(step);
        if (step > 0) expect(nextWizardStep(previousWizardStep(step))).toBe(step);
      }),
      { numRuns: 100 },
    );
  });

  it.each<[string | undefined, WizardStep]>([
    [undefined, 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['3', 0],
    ['schedule', 0],
  ])('opens at section %j on step %i', (section, step) => {
    expect(wizardStepFromSection(section)).toBe(step);
  });
});

describe('parametersStepErrors', () => {
  it('names the API segment type after the product', () => {
    expect(apiSegmentType('EVO')).toBe('EVO_SEGMENT');
    expect(EXCEL_SEGMENT_TYPE).toBe('EXCEL');
  });

  it('accepts an email campaign with a name, a subject and an API segment id', () => {
    expect(parametersStepErrors(aCampaign(), product)).toEqual([]);
  });

  it('accepts an EXCEL segment with an uploaded excel', () => {
    const campaign = withSegment({ type: 'EXCEL', apiId: undefined, excel: 'uploads/clientes.csv' });
    expect(parametersStepErrors(campaign, product)).toEqual([]);
  });

  it('does not ask an SMS campaign for a subject', () => {
    expect(parametersStepErrors(withContent({ subject: '' }, anSmsDraft('Hola')), product)).toEqual([]);
  });

  it.each<[string, Campaign, string[]]>([
    ['no name', withContent({ name: '  ' }), ['MISSING_NAME']],
    ['no email subject', withContent({ subject: '' }), ['MISSING_SUBJECT']],
    ['an API segment without id', withSegment({ apiId: undefined }), ['MISSING_API_SEGMENT']],
    ['an API segment with a blank id', withSegment({ apiId: ' ' }), ['MISSING_API_SEGMENT']],
    ['an EXCEL segment without upload', withSegment({ type: 'EXCEL', excel: undefined }), ['MISSING_EXCEL']],
    ['another product\'s segment type', withSegment({ type: 'OTHER_SEGMENT' }), ['MISSING_SEGMENT_TYPE']],
    ['no segment type', withSegment({ type: '' }), ['MISSING_SEGMENT_TYPE']],
    [
      'nothing filled',
      withSegment({ type: '' }, withContent({ name: '', subject: '' })),
      ['MISSING_NAME', 'MISSING_SUBJECT', 'MISSING_SEGMENT_TYPE'],
    ],
  ])('refuses %s', (_case, campaign, errors) => {
    expect(parametersStepErrors(campaign, product)).toEqual(errors);
  });

  it('uses the product it is given', () => {
    expect(parametersStepErrors(withSegment({ type: 'FARMA_SEGMENT' }), 'FARMA')).toEqual([]);
    expect(parametersStepErrors(withSegment({ type: 'FARMA_SEGMENT' }), 'EVO')).toEqual(['MISSING_SEGMENT_TYPE']);
  });
});

describe('designStepErrors', () => {
  it.each<[string, Partial<Campaign['content']>, string[]]>([
    ['a design and HTML', {}, []],
    ['only a design', { html: '' }, []],
    ['only HTML', { json: '' }, []],
    ['neither design nor HTML', { json: '', html: ' ' }, ['MISSING_CONTENT']],
  ])('checks an email with %s', (_case, content, errors) => {
    expect(designStepErrors(withContent(content), 'FarmaSol')).toEqual(errors);
  });

  it('accepts a valid SMS form', () => {
    expect(designStepErrors(anSmsDraft('Vacunas disponibles'), 'FarmaSol')).toEqual([]);
  });

  it.each<[string, string, string, string[]]>([
    ['no sender name', 'Hola', '', ['MISSING_SENDER']],
    ['no text', '', 'FarmaSol', ['EMPTY_CONTENT']],
    ['an invalid character', 'Promoción', 'FarmaSol', ['INVALID_CHARACTERS']],
    ['more than 306 units', '{'.repeat(154), 'FarmaSol', ['TOO_LONG']],
  ])('refuses an SMS with %s', (_case, text, senderName, errors) => {
    expect(designStepErrors(anSmsDraft(text), senderName)).toEqual(errors);
  });
});

describe('autosave', () => {
  it('saves every 5 s for email and every 10 s for SMS', () => {
    expect(AUTOSAVE_INTERVAL_MS).toEqual({ email: 5000, sms: 10000 });
  });
});
