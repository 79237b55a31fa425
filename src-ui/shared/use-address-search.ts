import { useDebouncedCallback } from '@mantine/hooks';
import { useRouter } from '@tanstack/react-router';

/** How long typing pauses before a table's search reaches the address. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A table's search box that writes to the address once typing pauses (replacing the history entry,
 * back on the first page, no parameter for an empty search). A search still pending when the user has
 * left the list is dropped, so it never brings the list back; `flush()` sends it at once.
 */
export function useAddressSearch(listPath: string, changeAddress: (change: { search?: string; page?: number }, options: { replace: boolean }) => void) {
  const router = useRouter();
  return useDebouncedCallback((text: string) => {
    if (router.state.location.pathname !== listPath) return;
    changeAddress({ search: text.trim() === '' ? undefined : text, page: undefined }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);
}
