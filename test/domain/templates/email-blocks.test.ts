import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMAIL_BLOCK_KINDS,
  EMPTY_EMAIL_DOCUMENT,
  EMPTY_EMAIL_HEADER_DOCUMENT,
  clampSpacerHeight,
  editEmailDocument,
  emailDocumentOf,
  emailMessageWidth,
  newEmailBlock,
  parseEmailDocument,
  serializeEmailDocument,
  type EmailBlock,
  type EmailBlockEdit,
  type EmailButtonColor,
  type EmailDocument,
} from '@domain/templates';
import { anyDesign } from '../../support/builders/email-design.arbitrary';

const design = emailDocumentOf([
  { kind: 'text', text: 'Campaña de vacunación', style: 'heading' },
  { kind: 'text', text: 'Pide cita en tu farmacia.' },
  { kind: 'button', label: 'Pedir cita', href: 'https://farmacia.example/cita' },
]);
const ids = (document: EmailDocument): number[] => document.blocks.map((block) => block.id);

describe('new blocks', () => {
  it.each<[EmailBlock['kind'], EmailBlock]>([
    ['text', { id: 4, kind: 'text', text: '', style: 'paragraph', align: 'left' }],
    ['image', { id: 4, kind: 'image', src: '', alt: '', href: '' }],
    ['button', { id: 4, kind: 'button', label: '', href: '', color: '#0b7285', align: 'center' }],
    ['divider', { id: 4, kind: 'divider' }],
    ['spacer', { id: 4, kind: 'spacer', height: 24 }],
  ])('starts a %s block empty', (kind, block) => {
    expect(newEmailBlock(kind, 4)).toEqual(block);
  });

  it('knows the five kinds of the designer', () => {
    expect(EMAIL_BLOCK_KINDS).toEqual(['text', 'image', 'button', 'divider', 'spacer']);
  });

  it.each([
    [4, 8],
    [8, 8],
    [40.6, 41],
    [500, 120],
    [Number.NaN, 24],
    ['30', 24],
  ])('keeps a spacer height of %j at %i px', (height, clamped) => {
    expect(clampSpacerHeight(height)).toBe(clamped);
  });
});

describe('editEmailDocument', () => {
  it('adds a block at the end, or at a position, with the next id', () => {
    const added = editEmailDocument(design, { type: 'add', kind: 'divider' });
    expect(ids(added)).toEqual([1, 2, 3, 4]);
    expect(added.blocks[3]).toEqual({ id: 4, kind: 'divider' });
    const inserted = editEmailDocument(added, { type: 'add', kind: 'spacer', index: 1 });
    expect(ids(inserted)).toEqual([1, 5, 2, 3, 4]);
    expect(inserted.nextId).toBe(6);
    expect(ids(editEmailDocument(design, { type: 'add', kind: 'text', index: -3 }))).toEqual([4, 1, 2, 3]);
    expect(ids(editEmailDocument(design, { type: 'add', kind: 'text', index: 99 }))).toEqual([1, 2, 3, 4]);
  });

  it('changes the fields of one block, keeping its kind and id and normalising the values', () => {
    const changed = editEmailDocument(design, { type: 'change', id: 3, changes: { label: 'Reservar', color: '#ff0000' as EmailButtonColor } });
    expect(changed.blocks[2]).toEqual({ id: 3, kind: 'button', label: 'Reservar', href: 'https://farmacia.example/cita', color: '#0b7285', align: 'center' });
    expect(changed.blocks.slice(0, 2)).toEqual(design.blocks.slice(0, 2));
    const spacer = editEmailDocument(emailDocumentOf([{ kind: 'spacer' }]), { type: 'change', id: 1, changes: { height: 999 } });
    expect(spacer.blocks[0]).toEqual({ id: 1, kind: 'spacer', height: 120 });
  });

  it('moves a block up and down, stopping at either end', () => {
    expect(ids(editEmailDocument(design, { type: 'move', id: 3, offset: -1 }))).toEqual([1, 3, 2]);
    expect(ids(editEmailDocument(design, { type: 'move', id: 1, offset: 1 }))).toEqual([2, 1, 3]);
    expect(ids(editEmailDocument(design, { type: 'move', id: 1, offset: 5 }))).toEqual([2, 3, 1]);
    expect(editEmailDocument(design, { type: 'move', id: 1, offset: -1 })).toBe(design);
    expect(editEmailDocument(design, { type: 'move', id: 3, offset: 1 })).toBe(design);
  });

  it('duplicates a block right below it with a new id', () => {
    const copied = editEmailDocument(design, { type: 'duplicate', id: 2 });
    expect(ids(copied)).toEqual([1, 2, 4, 3]);
    expect(copied.blocks[2]).toEqual({ ...design.blocks[1], id: 4 });
  });

  it('removes a block', () => {
    expect(ids(editEmailDocument(design, { type: 'remove', id: 2 }))).toEqual([1, 3]);
  });

  it('leaves the design alone when the block is not there', () => {
    for (const edit of [
      { type: 'change', id: 9, changes: { text: 'x' } },
      { type: 'move', id: 9, offset: 1 },
      { type: 'duplicate', id: 9 },
      { type: 'remove', id: 9 },
    ] as const) {
      expect(editEmailDocument(design, edit)).toBe(design);
    }
  });

  it('never repeats an id, whatever the edits', () => {
    const anyEdit = fc.oneof(
      fc.record({ type: fc.constant('add' as const), kind: fc.constantFrom(...EMAIL_BLOCK_KINDS), index: fc.option(fc.integer({ min: -2, max: 10 }), { nil: undefined }) }),
      fc.record({ type: fc.constant('move' as const), id: fc.integer({ min: 1, max: 12 }), offset: fc.integer({ min: -3, max: 3 }) }),
      fc.record({ type: fc.constant('duplicate' as const), id: fc.integer({ min: 1, max: 12 }) }),
      fc.record({ type: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 12 }) }),
    );
    fc.assert(
      fc.property(anyDesign, fc.array(anyEdit, { maxLength: 15 }), (start, edits) => {
        const end = edits.reduce(editEmailDocument, start);
        const seen = ids(end);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.every((id) => id < end.nextId)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('undoes a move down with a move up, and an add with a remove', () => {
    fc.assert(
      fc.property(anyDesign, fc.nat(), fc.constantFrom(...EMAIL_BLOCK_KINDS), (start, pick, kind) => {
        fc.pre(start.blocks.length >= 2);
        const index = pick % (start.blocks.length - 1);
        const id = start.blocks[index]!.id;
        const moved = editEmailDocument(start, { type: 'move', id, offset: 1 });
        expect(editEmailDocument(moved, { type: 'move', id, offset: -1 }).blocks).toEqual(start.blocks);
        const added = editEmailDocument(start, { type: 'add', kind, index });
        expect(editEmailDocument(added, { type: 'remove', id: start.nextId }).blocks).toEqual(start.blocks);
      }),
      { numRuns: 100 },
    );
  });
});

describe('stored designs', () => {
  it('reads back what it writes', () => {
    fc.assert(
      fc.property(anyDesign, (document) => {
        expect(parseEmailDocument(serializeEmailDocument(document))).toEqual({ ok: true, value: document });
      }),
      { numRuns: 100 },
    );
  });

  it('writes the format marker with the blocks', () => {
    expect(JSON.parse(serializeEmailDocument(emailDocumentOf([{ kind: 'divider' }])))).toEqual({ format: 'email-blocks', version: 1, blocks: [{ id: 1, kind: 'divider' }] });
  });

  it('reads no content as an empty design', () => {
    expect(parseEmailDocument('  ')).toEqual({ ok: true, value: EMPTY_EMAIL_DOCUMENT });
  });

  it.each([
    ['not JSON', '<html></html>'],
    ['JSON of another editor', '{"page":{"rows":[]}}'],
    ['another version', '{"format":"email-blocks","version":2,"blocks":[]}'],
    ['no block list', '{"format":"email-blocks","version":1,"blocks":{}}'],
    ['a bare value', '42'],
    ['null', 'null'],
  ])('refuses %s as a foreign design', (_case, content) => {
    expect(parseEmailDocument(content)).toEqual({ ok: false, error: 'FOREIGN_DESIGN' });
  });

  it('drops unknown blocks, fills missing fields and renumbers repeated or missing ids', () => {
    const content = JSON.stringify({
      format: 'email-blocks',
      version: 1,
      blocks: [{ id: 5, kind: 'text', text: 'Hola', extra: true }, { id: 5, kind: 'divider' }, { kind: 'video' }, 'x', { kind: 'spacer', height: 2 }, { id: -1, kind: 'button', label: 'Ir' }],
    });
    expect(parseEmailDocument(content)).toEqual({
      ok: true,
      value: {
        blocks: [
          { id: 5, kind: 'text', text: 'Hola', style: 'paragraph', align: 'left' },
          { id: 6, kind: 'divider' },
          { id: 7, kind: 'spacer', height: 8 },
          { id: 8, kind: 'button', label: 'Ir', href: '', color: '#0b7285', align: 'center' },
        ],
        nextId: 9,
      },
    });
  });
});

describe('message width', () => {
  it('is 600 px for a page and 500 px for a new header', () => {
    expect(emailMessageWidth(EMPTY_EMAIL_DOCUMENT)).toBe(600);
    expect(emailMessageWidth(EMPTY_EMAIL_HEADER_DOCUMENT)).toBe(500);
  });

  it('stays with the design through every kind of edit', () => {
    const edits: EmailBlockEdit[] = [
      { type: 'add', kind: 'text' },
      { type: 'change', id: 1, changes: { text: 'Farmacia Castillo' } },
      { type: 'add', kind: 'divider', index: 0 },
      { type: 'move', id: 1, offset: -1 },
      { type: 'duplicate', id: 2 },
      { type: 'remove', id: 3 },
    ];
    const edited = edits.reduce(editEmailDocument, EMPTY_EMAIL_HEADER_DOCUMENT);
    expect(edited.width).toBe(500);
    expect(edited.blocks.map((block) => block.kind)).toEqual(['text', 'divider']);
  });

  it("is stored with a header's design and read back; a page's is left out", () => {
    const header = editEmailDocument(EMPTY_EMAIL_HEADER_DOCUMENT, { type: 'add', kind: 'divider' });
    expect(serializeEmailDocument(header)).toBe('{"format":"email-blocks","version":1,"width":500,"blocks":[{"id":1,"kind":"divider"}]}');
    expect(parseEmailDocument(serializeEmailDocument(header))).toEqual({ ok: true, value: { blocks: [{ id: 1, kind: 'divider' }], nextId: 2, width: 500 } });
    expect(serializeEmailDocument(emailDocumentOf([{ kind: 'divider' }]))).toBe('{"format":"email-blocks","version":1,"blocks":[{"id":1,"kind":"divider"}]}');
  });

  it.each([['too narrow', 319], ['too wide', 801], ['not whole', 500.5], ['text', '500']])('drops a stored width that is %s', (_case, width) => {
    const parsed = parseEmailDocument(JSON.stringify({ format: 'email-blocks', version: 1, width, blocks: [] }));
    expect(parsed).toEqual({ ok: true, value: { blocks: [], nextId: 1 } });
  });
});
