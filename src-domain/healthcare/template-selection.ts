import type { ActiveTemplate, CampaignTemplateRef } from './healthcare-campaign';
import type { HealthcareSegment } from './healthcare-segment';

/** The state of the segment and template pickers (spec 2 §2 "Healthcare campaign wizard", §5). */
export interface TemplatePicker {
  readonly selectedSegmentId: number | undefined;
  readonly selectedTemplateId: number | undefined;
  /** The templates added so far (the ready templates). */
  readonly ready: readonly CampaignTemplateRef[];
  /** The templates the campaign had when it was opened. */
  readonly initial: readonly CampaignTemplateRef[];
  /** The template search text. */
  readonly search: string;
}

/**
 * Flags derived for an active template (spec 2 §3). Not in the spec: their meaning, which is ours —
 * `selected`: it is the template picked now; `enabled`: it can be picked, because no ready template
 * uses it; `wasSelected`: the campaign had it when opened; `discarded`: the campaign had it and it is
 * no longer among the ready templates.
 */
export interface ActiveTemplateFlags {
  readonly selected: boolean;
  readonly enabled: boolean;
  readonly discarded: boolean;
  readonly wasSelected: boolean;
}

/** A template as the template picker lists it. */
export type TemplateChoice = ActiveTemplate & ActiveTemplateFlags;

/** A segment as the segment picker lists it. */
export interface SegmentChoice {
  readonly segment: HealthcareSegment;
  /** A segment already in a ready template cannot be picked again (spec 2 §5). */
  readonly disabled: boolean;
}

/**
 * Template search: the name contains the search text, ignoring letter case and surrounding spaces;
 * an empty search matches every name (spec 2 §5).
 */
export function matchesTemplateSearch(templateName: string, search: string): boolean {
  return templateName.toLocaleLowerCase('es').includes(search.trim().toLocaleLowerCase('es'));
}

/**
 * The templates the picker lists (spec 2 §5): with a segment selected, only that segment's templates;
 * only those matching the search; each with its derived flags, a template already in a ready template
 * being disabled.
 */
export function templateChoices(templates: readonly ActiveTemplate[], picker: TemplatePicker): TemplateChoice[] {
  return templates
    .filter((template) => picker.selectedSegmentId === undefined || template.segmentId === picker.selectedSegmentId)
    .filter((template) => matchesTemplateSearch(template.templateName, picker.search))
    .map((template) => ({ ...template, ...templateFlags(template, picker) }));
}

/**
 * The segments the picker lists (spec 2 §5): with a template selected, only the segments containing
 * it; a segment already in a ready template is disabled.
 */
export function segmentChoices(segments: readonly HealthcareSegment[], picker: TemplatePicker): SegmentChoice[] {
  return segments
    .filter((segment) => picker.selectedTemplateId === undefined || segment.templates.includes(picker.selectedTemplateId))
    .map((segment) => ({ segment, disabled: picker.ready.some((ref) => ref.segmentId === segment.segmentId) }));
}

/** The derived flags of one active template in the current picker state (see {@link ActiveTemplateFlags}). */
export function templateFlags(template: CampaignTemplateRef, picker: TemplatePicker): ActiveTemplateFlags {
  const wasSelected = picker.initial.some((ref) => sameRef(ref, template));
  return {
    selected: template.templateId === picker.selectedTemplateId,
    enabled: !picker.ready.some((ref) => ref.templateId === template.templateId),
    discarded: wasSelected && !picker.ready.some((ref) => sameRef(ref, template)),
    wasSelected,
  };
}

function sameRef(a: CampaignTemplateRef, b: CampaignTemplateRef): boolean {
  return a.segmentId === b.segmentId && a.templateId === b.templateId;
}
