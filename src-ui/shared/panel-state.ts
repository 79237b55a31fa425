import { useLocalStorage } from '@mantine/hooks';

/**
 * Saved UI state (spec 1 §3): whether panel `id` is collapsed, kept in local storage so it survives
 * reloads and is shared by tabs.
 */
export function usePanelCollapsed(key: string, initial = false): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({ key, defaultValue: initial, getInitialValueInEffect: false });
  return [collapsed, setCollapsed];
}

/** The local-storage key of panel `id`'s collapsed state. */
export function panelCollapsedKey(id: string): string {
  return `backoffice.ui.panel.${id}`;
}
