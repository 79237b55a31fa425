import { useLingui } from '@lingui/react/macro';
import { Box, Text } from '@mantine/core';
import type { JsonValue } from '@domain/jobs';

const isBranch = (value: JsonValue): value is readonly JsonValue[] | { readonly [key: string]: JsonValue } => value !== null && typeof value === 'object';

function Leaf({ value }: { readonly value: string | number | boolean | null }) {
  const color = typeof value === 'string' ? 'teal.9' : typeof value === 'number' ? 'blue.9' : 'grape.9';
  return (
    <Text span c={color} ff="monospace" size="sm" style={{ wordBreak: 'break-word' }}>
      {typeof value === 'string' ? `"${value}"` : String(value)}
    </Text>
  );
}

/**
 * A branch of the info: its entries in a list, folded under a summary that says how many it holds.
 * The first two levels start unfolded. Native `details` elements: keyboard and screen readers work as
 * everywhere else.
 */
function Branch({ name, value, depth }: { readonly name: string | undefined; readonly value: readonly JsonValue[] | { readonly [key: string]: JsonValue }; readonly depth: number }) {
  const { t } = useLingui();
  const entries: readonly (readonly [string, JsonValue])[] = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  const count = entries.length;
  const label = Array.isArray(value) ? t`${count} elementos` : t`${count} campos`;
  const list = (
    <Box component="ul" m={0} pl="md" style={{ listStyle: 'none' }}>
      {entries.map(([key, item]) => (
        <li key={key}>
          {isBranch(item) ? (
            <Branch name={key} value={item} depth={depth + 1} />
          ) : (
            <Text span size="sm" ff="monospace">
              <Text span fw={600} ff="monospace" size="sm">
                {key}
              </Text>
              {': '}
              <Leaf value={item} />
            </Text>
          )}
        </li>
      ))}
    </Box>
  );
  return (
    <details open={depth < 2}>
      <summary style={{ cursor: 'pointer' }}>
        <Text span fw={600} ff="monospace" size="sm">
          {name ?? t`info`}
        </Text>{' '}
        <Text span c="dimmed" size="xs">
          {label}
        </Text>
      </summary>
      {list}
    </details>
  );
}

/** A job's info, parsed: a tree of folding branches, or the value itself when it is not an object. */
export function JobInfoTree({ value }: { readonly value: JsonValue }) {
  return isBranch(value) ? (
    <Branch name={undefined} value={value} depth={0} />
  ) : (
    <Text size="sm" ff="monospace">
      {JSON.stringify(value)}
    </Text>
  );
}
