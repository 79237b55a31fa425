import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '@domain/shared-kernel';
import { activateLanguage, i18n, loadScreenMessages } from '@ui/i18n/i18n';

/** How a descriptor reads on screen, with its values. */
export type Render = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/**
 * Activates `language` with its compiled catalogues, the core one and, when given, a screen area's
 * (src-ui/<area>), and answers how a message renders in it.
 */
export async function renderIn(language: Language, area?: string): Promise<Render> {
  await activateLanguage(language);
  if (area !== undefined) await loadScreenMessages(area);
  return (descriptor, values) => i18n._({ ...descriptor, values: { ...descriptor.values, ...values } });
}
