import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_SEGMENTATION_FILTERS,
  SEGMENTATION_MESSAGES,
  planSegmentationSave,
  segmentationSaveTarget,
  type SavedSegmentation,
} from '@domain/segmentation';

function aSavedSegmentation(id: string, name: string): SavedSegmentation {
  return { id, name, filters: EMPTY_SEGMENTATION_FILTERS };
}

const saved = [aSavedSegmentation('s1', 'Mayores 65'), aSavedSegmentation('s2', 'Promoción verano'), aSavedSegmentation('s3', 'mayores 65')];

describe('segmentationSaveTarget', () => {
  it.each([
    ['the same name', 'Mayores 65', 's1'],
    ['another letter case', 'MAYORES 65', 's1'],
    ['spaces around and inside', '  mayores   65 ', 's1'],
    ['accents and case', 'PROMOCIÓN VERANO', 's2'],
  ])('updates the existing segmentation named with %s', (_case, name, id) => {
    expect(segmentationSaveTarget(saved, name)).toEqual({ kind: 'update', id, name: name.trim() });
  });

  it.each([
    ['a new name', 'Clientes fieles'],
    ['a name without its accent', 'Promocion verano'],
  ])('creates a segmentation for %s', (_case, name) => {
    expect(segmentationSaveTarget(saved, name)).toEqual({ kind: 'create', name });
  });

  it('creates when nothing is saved yet, keeping the name trimmed', () => {
    expect(segmentationSaveTarget([], '  Nuevos  ')).toEqual({ kind: 'create', name: 'Nuevos' });
  });

  const asciiName = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 });
  const targetKey = (list: readonly SavedSegmentation[], name: string) => {
    const target = segmentationSaveTarget(list, name);
    return target.kind === 'update' ? target.id : 'create';
  };

  it('updates when the name typed is one already saved', () => {
    fc.assert(
      fc.property(fc.array(asciiName, { minLength: 1, maxLength: 8 }), fc.nat(), (names, pick) => {
        const list = names.map((name, index) => aSavedSegmentation(`id${index}`, name));
        const chosen = names[pick % names.length] ?? '';
        expect(segmentationSaveTarget(list, chosen).kind).toBe('update');
      }),
      { numRuns: 100 },
    );
  });

  it('decides the same whatever letter case or padding the name is typed with', () => {
    fc.assert(
      fc.property(fc.array(asciiName, { maxLength: 8 }), asciiName, fc.nat(3), (names, name, padding) => {
        const list = names.map((savedName, index) => aSavedSegmentation(`id${index}`, savedName));
        const pad = ' '.repeat(padding);
        expect(targetKey(list, `${pad}${name.toUpperCase()}${pad}`)).toBe(targetKey(list, name.toLowerCase()));
      }),
      { numRuns: 100 },
    );
  });
});

describe('planSegmentationSave', () => {
  it('refuses invalid filters with the spec message', () => {
    const filters = { ...EMPTY_SEGMENTATION_FILTERS, expense: { min: 100_001, max: null } };
    expect(planSegmentationSave(saved, 'Gasto alto', filters)).toEqual({ ok: false, error: 'INVALID_FILTERS' });
    expect(SEGMENTATION_MESSAGES.INVALID_FILTERS).toBe('Revise lo datos de los filtros.');
  });

  it('refuses an invalid period', () => {
    const filters = { ...EMPTY_SEGMENTATION_FILTERS, saleDate: { from: '2026-05-01', until: '2026-04-01' } };
    expect(planSegmentationSave(saved, 'Primavera', filters)).toEqual({ ok: false, error: 'INVALID_FILTERS' });
  });

  it('refuses a blank name', () => {
    expect(planSegmentationSave(saved, '   ', EMPTY_SEGMENTATION_FILTERS)).toEqual({ ok: false, error: 'EMPTY_NAME' });
  });

  it('updates under an existing name and creates under a new one', () => {
    expect(planSegmentationSave(saved, 'mayores 65', EMPTY_SEGMENTATION_FILTERS)).toEqual({
      ok: true,
      value: { kind: 'update', id: 's1', name: 'mayores 65' },
    });
    expect(planSegmentationSave(saved, 'Jóvenes', EMPTY_SEGMENTATION_FILTERS)).toEqual({
      ok: true,
      value: { kind: 'create', name: 'Jóvenes' },
    });
  });
});

describe('SEGMENTATION_MESSAGES', () => {
  it('reproduces the spec texts verbatim', () => {
    expect(SEGMENTATION_MESSAGES).toEqual({
      SERVER_ERROR: 'Hubo un error con el servidor',
      INVALID_EMAILS: 'Hay emails incorrectos en el excel',
      INTERNAL_ERROR: 'Hubo un error interno, por favor reintente. Si el error persiste contacte a soporte',
      INVALID_FILTERS: 'Revise lo datos de los filtros.',
      CLIENT_LOAD_FAILED: 'Lo sentimos, ha ocurrido un error obteniendo los datos del usuario',
      EMPTY_NAME: 'Escribe un nombre para la segmentación',
    });
  });
});
