import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMAIL_EDITOR_MESSAGES, correctButtonWidths, type JsonValue } from '@domain/web';

const aButtonModule = (width: string): JsonValue => ({
  type: 'mailup-bee-newsletter-modules-button',
  descriptor: { button: { label: 'Comprar', href: 'https://farmacia.es', style: { width, 'background-color': '#00a' } } },
});

const aDesign = (...modules: JsonValue[]): JsonValue => ({
  page: { rows: [{ columns: [{ modules }] }], body: { container: { style: { width: '6px' } } } },
});

describe('correctButtonWidths', () => {
  it('corrects a 6px button to 150px and says so', () => {
    expect(correctButtonWidths(aDesign(aButtonModule('6px')))).toEqual({ json: aDesign(aButtonModule('150px')), corrected: true });
  });

  it('leaves other button widths alone and says nothing changed', () => {
    const design = aDesign(aButtonModule('200px'), aButtonModule('auto'));
    expect(correctButtonWidths(design)).toEqual({ json: design, corrected: false });
  });

  it('corrects every broken button of the design', () => {
    const { json } = correctButtonWidths(aDesign(aButtonModule('6px'), aButtonModule('120px'), aButtonModule('6px')));
    expect(json).toEqual(aDesign(aButtonModule('150px'), aButtonModule('120px'), aButtonModule('150px')));
  });

  it('does not touch a 6px width outside a button', () => {
    const image: JsonValue = { type: 'image', descriptor: { image: { width: '6px' } } };
    expect(correctButtonWidths(aDesign(image))).toEqual({ json: aDesign(image), corrected: false });
  });

  it.each([null, 'texto', 6, true, []] as JsonValue[])('returns the plain value %j as it is', (value) => {
    expect(correctButtonWidths(value)).toEqual({ json: value, corrected: false });
  });

  it('does not modify the design it is given', () => {
    const design = aDesign(aButtonModule('6px'));
    const copy = structuredClone(design);
    correctButtonWidths(design);
    expect(design).toEqual(copy);
  });

  it('has a warning for back-office users', () => {
    expect(EMAIL_EDITOR_MESSAGES.BUTTON_WIDTH_CORRECTED).toBe('Se ha corregido el ancho de los botones de 6px a 150px.');
  });

  const design = fc.letrec<{ json: JsonValue }>((tie) => ({
    json: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom<JsonValue>('6px', '150px', 'auto', 6, null, true),
      fc.array(tie('json'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('button', 'width', 'style', 'label'), tie('json'), { maxKeys: 3 }),
    ),
  })).json;

  it('is idempotent: a corrected design needs no further correction', () => {
    fc.assert(
      fc.property(design, (json) => {
        const once = correctButtonWidths(json);
        expect(correctButtonWidths(once.json)).toEqual({ json: once.json, corrected: false });
      }),
      { numRuns: 300 },
    );
  });

  it('reports a change exactly when the design changed', () => {
    fc.assert(
      fc.property(design, (json) => {
        const result = correctButtonWidths(json);
        expect(result.corrected).toBe(JSON.stringify(result.json) !== JSON.stringify(json));
      }),
      { numRuns: 300 },
    );
  });
});
