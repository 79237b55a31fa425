import { useCallback, useState } from 'react';

/**
 * The ids of the records whose change is being saved, so each row can disable its own control while
 * other rows stay usable. `mark(id, true)` adds an id, `mark(id, false)` removes it.
 */
export function usePendingIds(): readonly [pending: ReadonlySet<string>, mark: (id: string, busy: boolean) => void] {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback(
    (id: string, busy: boolean) =>
      setPending((current) => {
        const next = new Set(current);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return [pending, mark] as const;
}
