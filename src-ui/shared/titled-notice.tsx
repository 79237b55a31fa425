import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { notify } from './notify';

/**
 * A notification with a title line and a detail line. Both lines go in the body, in the body's own
 * colour: Mantine greys a body shown under a title below the 4.5:1 contrast WCAG asks for.
 */
export function notifyTitled(options: { color: 'green' | 'red' | 'yellow' | 'blue' | 'gray'; title: string; message: ReactNode }): void {
  notify({
    color: options.color,
    message: (
      <>
        <Text size="sm" fw={700} component="span" display="block">
          {options.title}
        </Text>
        <Text size="sm" component="span" display="block">
          {options.message}
        </Text>
      </>
    ),
  });
}
