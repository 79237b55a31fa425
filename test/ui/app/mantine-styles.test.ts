import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Files under `folder` whose name passes `keep`. */
function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path, keep) : keep(name) ? [path] : [];
  });
}

/** The components imported from @mantine/core by `files`. */
function componentsImportedBy(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*['"]@mantine\/core['"]/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.replace(/^\s*type\s+/, '').trim().split(/\s+as\s+/)[0] ?? '';
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

const STYLES = 'node_modules/@mantine/core/styles';
const hasStyles = (component: string): boolean => existsSync(join(STYLES, `${component}.layer.css`));
const listed = [...readFileSync('src-ui/app/mantine-styles.ts', 'utf8').matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';/g)].map((match) => match[1] ?? '');

/**
 * Components whose styles live in other components' files (Mantine's "components dependencies"):
 * the ones the docs list as reused by others, and those the application's components are built on.
 */
const REUSED = ['ScrollArea', 'UnstyledButton', 'VisuallyHidden', 'Paper', 'Popover', 'CloseButton', 'Group', 'Loader', 'Overlay', 'ModalBase', 'Input', 'InlineInput', 'Flex'];
const BUILT_ON: Readonly<Record<string, readonly string[]>> = {
  Select: ['Combobox', 'Input'],
  TagsInput: ['Combobox', 'Pill', 'PillsInput', 'Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Checkbox: ['CheckboxIndicator', 'InlineInput'],
  Radio: ['RadioIndicator', 'InlineInput'],
  Switch: ['InlineInput'],
  Menu: ['Popover'],
  Modal: ['ModalBase', 'Overlay', 'Paper', 'CloseButton'],
  LoadingOverlay: ['Overlay', 'Loader'],
};

describe("Mantine's styles, imported per component", () => {
  const used = componentsImportedBy([
    ...filesUnder('src-ui', (name) => /\.tsx?$/.test(name)),
    // Packages built on @mantine/core that the application renders.
    ...['mantine-datatable/dist', '@mantine/dates/esm', '@mantine/notifications/esm', '@mantine/modals/esm', '@mantine/dropzone/esm'].flatMap((folder) =>
      filesUnder(join('node_modules', folder), (name) => /\.m?js$/.test(name)),
    ),
  ]);

  it('imports the global styles first, in their order', () => {
    expect(listed.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('imports the styles of every component the application or its Mantine-based packages use', () => {
    const needed = new Set([...REUSED, ...[...used].flatMap((component) => [...(BUILT_ON[component] ?? []), component])].filter(hasStyles));
    expect([...needed].filter((component) => !listed.includes(component)).sort()).toEqual([]);
  });

  it('imports what a component is built on before the component, so the component wins', () => {
    for (const [component, bases] of Object.entries(BUILT_ON)) {
      if (!listed.includes(component)) continue;
      for (const base of bases.filter((name) => listed.includes(name))) expect(listed.indexOf(base), `${base} before ${component}`).toBeLessThan(listed.indexOf(component));
    }
    for (const base of REUSED) expect(listed.indexOf(base)).toBeLessThan(listed.indexOf('ActionIcon'));
  });

  it('imports nothing the application does not use', () => {
    const needed = new Set([...REUSED, ...[...used].flatMap((component) => [...(BUILT_ON[component] ?? []), component])]);
    expect(listed.slice(3).filter((component) => !needed.has(component))).toEqual([]);
  });
});

describe('the styles module', () => {
  it('is kept by the build: package.json marks it as having side effects', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { sideEffects: string[] };
    expect(pkg.sideEffects).toContain('./src-ui/app/mantine-styles.ts');
  });
});
