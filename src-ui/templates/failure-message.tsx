import { Text } from '@mantine/core';

/**
 * A failure toast's text: the spec's message first and bold, then what went wrong. Both in the toast's
 * body, at full contrast (a toast title would turn the body grey).
 */
export function FailureMessage({ summary, detail }: { summary: string; detail: string }) {
  return (
    <>
      <Text size="sm" fw={600} c="inherit">
        {summary}
      </Text>
      <Text size="sm" c="inherit">
        {detail}
      </Text>
    </>
  );
}
