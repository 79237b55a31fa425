import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CATALOG_SECTIONS,
  CHECK_SUBSECTIONS,
  checkSubsectionStates,
  formatCurrentSection,
  nextPosition,
  parseCurrentSection,
  sectionStates,
  type CurrentSection,
  type SectionPosition,
  type SectionState,
} from '@domain/catalog-export';

/** Every position of a job from start to end, following nextPosition. */
function allPositions(): SectionPosition[] {
  const positions: SectionPosition[] = [];
  let position: SectionPosition | undefined = { section: 'check', subsection: undefined };
  while (position !== undefined) {
    positions.push(position);
    position = nextPosition(position);
  }
  return positions;
}

const at = (position: SectionPosition): CurrentSection => ({ kind: 'position', position });
const rank: Record<SectionState, number> = { pending: 0, running: 1, done: 2 };

describe('the sections of a catalog job', () => {
  it('run in the order of the spec', () => {
    expect(CATALOG_SECTIONS).toEqual(['check', 'reading_total_products', 'uploading_images_to_media_server', 'exporting_catalog_to_domains']);
    expect(CHECK_SUBSECTIONS).toEqual(['product_categories', 'products']);
  });

  it('progress through the check subsections and then each section', () => {
    expect(allPositions().map((position) => formatCurrentSection(at(position)))).toEqual([
      'check',
      'check.product_categories',
      'check.products',
      'reading_total_products',
      'uploading_images_to_media_server',
      'exporting_catalog_to_domains',
    ]);
  });

  it('moves from a section with a free subsection to the next section', () => {
    expect(nextPosition({ section: 'uploading_images_to_media_server', subsection: 'lote-3' })).toEqual({
      section: 'exporting_catalog_to_domains',
      subsection: undefined,
    });
  });
});

describe('parseCurrentSection', () => {
  it.each([
    ['check.product_categories', 'check', 'product_categories'],
    ['check.products', 'check', 'products'],
    ['check', 'check', undefined],
    ['reading_total_products', 'reading_total_products', undefined],
    ['exporting_catalog_to_domains.farmacia.example.es', 'exporting_catalog_to_domains', 'farmacia.example.es'],
  ])('reads %j as a known position', (text, section, subsection) => {
    expect(parseCurrentSection(text)).toEqual({ kind: 'position', position: { section, subsection } });
  });

  it.each(['', 'uploading', 'check.images', 'check.', 'CHECK.products', 'products.check', '.check'])(
    'keeps %j as unknown text',
    (text) => {
      expect(parseCurrentSection(text)).toEqual({ kind: 'unknown', text });
    },
  );

  it('round-trips every text through format', () => {
    const sectionLike = fc.oneof(
      fc.string(),
      fc.tuple(fc.constantFrom(...CATALOG_SECTIONS, 'otra'), fc.constantFrom('', '.', '.products', '.product_categories', '.x.y')).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(sectionLike, (text) => {
        expect(formatCurrentSection(parseCurrentSection(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips every known position through parse', () => {
    for (const position of allPositions()) {
      expect(parseCurrentSection(formatCurrentSection(at(position)))).toEqual(at(position));
    }
  });
});

describe('sectionStates', () => {
  it('marks earlier sections done, the current one running and later ones pending', () => {
    expect(sectionStates(parseCurrentSection('uploading_images_to_media_server'), 'in-progress')).toEqual([
      { section: 'check', state: 'done' },
      { section: 'reading_total_products', state: 'done' },
      { section: 'uploading_images_to_media_server', state: 'running' },
      { section: 'exporting_catalog_to_domains', state: 'pending' },
    ]);
  });

  it('marks the current section done once the job has finished', () => {
    expect(sectionStates(parseCurrentSection('exporting_catalog_to_domains'), 'finished').map((entry) => entry.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
  });

  it('leaves the sections a finished job never reached pending', () => {
    expect(sectionStates(parseCurrentSection('check.products'), 'finished').map((entry) => entry.state)).toEqual([
      'done',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it.each([
    ['in-progress', 'pending'],
    ['finished', 'done'],
  ] as const)('shows an unknown section %s as all %s', (phase, state) => {
    expect(sectionStates(parseCurrentSection('desconocida'), phase).map((entry) => entry.state)).toEqual([state, state, state, state]);
  });

  it('never reports an earlier section as running once a later one is reached', () => {
    const positions = allPositions();
    const index = fc.integer({ min: 0, max: positions.length - 1 });
    fc.assert(
      fc.property(index, index, fc.constantFrom('in-progress' as const, 'finished' as const), (i, j, phase) => {
        const [early, late] = [positions[Math.min(i, j)]!, positions[Math.max(i, j)]!];
        const before = sectionStates(at(early), phase);
        const after = sectionStates(at(late), phase);
        after.forEach((entry, k) => {
          expect(rank[entry.state]).toBeGreaterThanOrEqual(rank[before[k]!.state]);
        });
        expect(after.filter((entry) => entry.state === 'running')).toHaveLength(phase === 'in-progress' ? 1 : 0);
      }),
      { numRuns: 100 },
    );
  });
});

describe('checkSubsectionStates', () => {
  it.each([
    ['check.product_categories', 'in-progress', ['running', 'pending']],
    ['check.products', 'in-progress', ['done', 'running']],
    ['check', 'in-progress', ['pending', 'pending']],
    ['check.products', 'finished', ['done', 'done']],
    ['reading_total_products', 'in-progress', ['done', 'done']],
    ['otra_cosa', 'in-progress', ['pending', 'pending']],
  ] as const)('shows %s while %s as %j', (text, phase, states) => {
    expect(checkSubsectionStates(parseCurrentSection(text), phase)).toEqual([
      { subsection: 'product_categories', state: states[0] },
      { subsection: 'products', state: states[1] },
    ]);
  });
});
