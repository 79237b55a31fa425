import type { CampaignTemplate } from './campaign-template';

/** The fields of a template that a save writes; a difference in any of them is someone else's change. */
const SAVED_FIELDS = ['name', 'description', 'isHealthcare', 'type', 'content', 'htmlContent', 'segmentId', 'subject', 'postId', 'isDeleted', 'editedBy'] as const satisfies readonly (keyof CampaignTemplate)[];

/**
 * Whether template `current` (read again just before saving) differs from `loaded` (as the form
 * loaded it) in any field a save writes: someone saved it meanwhile, in another tab or from another
 * computer, and saving now would silently overwrite that change. The API carries no version (spec 1
 * §7), so the comparison is field by field. Not in the spec: the rule itself, which follows the
 * campaign wizard's concurrent-edit check (spec 2 §9, 2 minutes) in asking before overwriting.
 */
export function templateChangedSince(loaded: CampaignTemplate, current: CampaignTemplate): boolean {
  return SAVED_FIELDS.some((field) => loaded[field] !== current[field]);
}
