import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deselectProductFamily, selectProductFamily, type ProductFamily } from '@domain/segmentation';

function aFamily(id: string, subfamilies: readonly ProductFamily[] = []): ProductFamily {
  return { id, name: `Familia ${id}`, subfamilies };
}

const families = [
  aFamily('1', [aFamily('11'), aFamily('12', [aFamily('121')])]),
  aFamily('2', [aFamily('21')]),
  aFamily('3'),
];
const allIds = ['1', '11', '12', '121', '2', '21', '3'];

describe('selectProductFamily', () => {
  it.each([
    ['a group deselects its children at any depth', ['11', '121', '21'], '1', ['21', '1']],
    ['a middle group deselects only its own children', ['11', '121'], '12', ['11', '12']],
    ['a family without subfamilies is added', ['2'], '3', ['2', '3']],
    ['a subfamily is added when its group is not selected', ['3'], '11', ['3', '11']],
    ['a subfamily of a selected group changes nothing', ['1'], '121', ['1']],
    ['an id already selected changes nothing', ['1'], '1', ['1']],
    ['an unknown id changes nothing', ['1'], '99', ['1']],
  ])('%s', (_case, selected, id, after) => {
    expect(selectProductFamily(selected, families, id)).toEqual(after);
  });

  it('never leaves a group selected together with one of its descendants', () => {
    const descendants: Record<string, readonly string[]> = { '1': ['11', '12', '121'], '12': ['121'], '2': ['21'] };
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...allIds)), { maxLength: 30 }), (steps) => {
        let selected: readonly string[] = [];
        for (const [select, id] of steps) {
          selected = select ? selectProductFamily(selected, families, id) : deselectProductFamily(selected, id);
        }
        for (const [group, children] of Object.entries(descendants)) {
          if (selected.includes(group)) expect(children.filter((child) => selected.includes(child))).toEqual([]);
        }
        expect(new Set(selected).size).toBe(selected.length);
      }),
      { numRuns: 100 },
    );
  });
});

describe('deselectProductFamily', () => {
  it('removes only that family', () => {
    expect(deselectProductFamily(['1', '2', '3'], '2')).toEqual(['1', '3']);
    expect(deselectProductFamily(['1'], '9')).toEqual(['1']);
  });
});
