import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faultOperations } from '@app/composition/context-module';
import { CONTEXTS } from '@app/contexts/registry';

const README = resolve(process.cwd(), 'README.md');
const START = '<!-- fault-table:start -->';
const END = '<!-- fault-table:end -->';

/** The README's table of fault-switch operations, one row per registered context. */
function faultTable(): string {
  const rows = faultOperations(CONTEXTS).map(({ context, operations }) => `| ${context} | ${operations.map((operation) => `\`${operation}\``).join(', ')} |`);
  return ['| Context | Operations |', '| --- | --- |', ...rows].join('\n');
}

describe("the README's fault table", () => {
  it('lists every operation of every registered context, as `npm run docs:faults` writes it', () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const expected = `${readme.slice(0, start + START.length)}\n${faultTable()}\n${readme.slice(end)}`;
    if (process.env.WRITE_FAULT_TABLE === '1' && expected !== readme) writeFileSync(README, expected);
    else expect(readme, 'README.md is out of date: run `npm run docs:faults`').toBe(expected);
  });

  it('names each operation after the service the UI reaches and the port method', () => {
    const months = faultOperations(CONTEXTS).find((entry) => entry.context === 'months');
    expect(months?.operations).toEqual(['months.list', 'months.setBlocked', 'months.addNextMonth', 'months.exportPictureProducts']);
  });
});
