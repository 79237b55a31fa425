import { Button, Group } from '@mantine/core';
import type { EntityListRow } from '@domain/entities';

/**
 * One action of an entity-list row: a button with its visible label and an accessible name that
 * names the pharmacy. The list draws every action of its `rowActions`, in order, in both modes; a
 * new action is one more entry there.
 */
export interface EntityRowAction {
  readonly id: string;
  readonly label: string;
  readonly accessibleName: (row: EntityListRow) => string;
  readonly run: (row: EntityListRow) => void;
  readonly variant?: 'default' | 'filled';
  readonly loading?: boolean;
}

/** The actions of one row, right-aligned on one line. */
export function EntityRowActions({ actions, row }: { readonly actions: readonly EntityRowAction[]; readonly row: EntityListRow }) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {actions.map((action) => (
        <Button key={action.id} size="compact-sm" variant={action.variant ?? 'filled'} loading={action.loading} aria-label={action.accessibleName(row)} onClick={() => action.run(row)}>
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
