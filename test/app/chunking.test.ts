import { describe, expect, it } from 'vitest';
import { groupMembers, type BuiltChunk } from '../../scripts/chunking.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], moduleIds: string[]): BuiltChunk => ({ fileName, facadeModuleId, imports, moduleIds });

const GROUPS = [
  { name: 'start', roots: [/\/main\.tsx$/, /\/login\.tsx$/] },
  { name: 'shell', roots: [/\/shell\.tsx$/], underEveryScreen: true },
  { name: 'login', roots: [/\/login-only\.tsx$/] },
];

// The files of a default build: the entry, the login page, the shell, two screens and what they share.
const BUILD: BuiltChunk[] = [
  chunk('index.js', '/src/main.tsx', ['react.js'], ['/src/main.tsx']),
  chunk('react.js', null, [], ['/node_modules/react/index.js']),
  chunk('login.js', '/src/login.tsx', ['card.js', 'input.js'], ['/src/login.tsx']),
  chunk('card.js', null, [], ['/node_modules/@mantine/core/Card.mjs']),
  chunk('input.js', null, [], ['/node_modules/@mantine/core/Input.mjs']),
  chunk('shell.js', '/src/shell.tsx', ['navlink.js', 'badge.js'], ['/src/shell.tsx', '/src/navigation.ts']),
  chunk('navlink.js', null, [], ['/node_modules/@mantine/core/NavLink.mjs']),
  chunk('badge.js', null, [], ['/node_modules/@mantine/core/Badge.mjs']),
  chunk('list.js', '/src/list.tsx', ['badge.js', 'card.js', 'table.js'], ['/src/list.tsx']),
  chunk('table.js', null, [], ['/node_modules/mantine-datatable/index.mjs']),
  chunk('only.js', '/src/login-only.tsx', ['terms.js', 'table.js'], ['/src/login-only.tsx']),
  chunk('terms.js', null, [], ['/src/terms.ts']),
];

describe('the first screens’ files', () => {
  const members = groupMembers(BUILD, GROUPS);

  it('puts the entry, the login page and every file they import statically in the first group', () => {
    expect([...(members.get('start') ?? [])].sort()).toEqual(
      ['/node_modules/@mantine/core/Card.mjs', '/node_modules/@mantine/core/Input.mjs', '/node_modules/mantine-datatable/index.mjs', '/node_modules/react/index.js', '/src/login.tsx', '/src/main.tsx'].sort(),
    );
  });

  it('keeps in the shell what only signed-in screens import, even when another screen imports it too', () => {
    expect([...(members.get('shell') ?? [])].sort()).toEqual(['/node_modules/@mantine/core/Badge.mjs', '/node_modules/@mantine/core/NavLink.mjs', '/src/navigation.ts', '/src/shell.tsx'].sort());
  });

  it('sends to the first group what another screen imports from a group not every screen has', () => {
    // The table is imported by the entity list too: it joined the first group rather than the login's.
    expect([...(members.get('login') ?? [])].sort()).toEqual(['/src/login-only.tsx', '/src/terms.ts']);
  });

  it('leaves a screen of its own, and what only it imports, out of every group', () => {
    const grouped = new Set([...members.values()].flatMap((modules) => [...modules]));
    expect(grouped.has('/src/list.tsx')).toBe(false);
  });
});
