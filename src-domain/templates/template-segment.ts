import { compareSpanish } from '@domain/shared-kernel';

/**
 * A campaign segment as the template form offers it (spec 1 §2.8 "segment", §7 segments list
 * 'campaignSegments'; the segment itself is spec 2 §3 "Campaign segment"): only what choosing one needs.
 */
export interface TemplateSegment {
  readonly id: number;
  readonly name: string;
  readonly description: string;
}

/** Segments in name order (Spanish collation), as the form's list shows them. */
export function sortSegments(segments: readonly TemplateSegment[]): TemplateSegment[] {
  return [...segments].sort((a, b) => compareSpanish(a.name, b.name) || a.id - b.id);
}
