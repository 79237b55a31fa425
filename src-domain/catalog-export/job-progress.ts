import type { CatalogJob, DomainExport } from './catalog-job';
import {
  checkSubsectionStates,
  parseCurrentSection,
  sectionStates,
  type CheckSubsection,
  type JobPhase,
  type SectionState,
} from './job-sections';

/** One bar of the progress view, per section (spec 1 §2.4 progress view, §3 section data). */
export type SectionProgress =
  | {
      readonly section: 'check';
      readonly state: SectionState;
      readonly subsections: readonly { subsection: CheckSubsection; state: SectionState }[];
    }
  | { readonly section: 'reading_total_products'; readonly state: SectionState }
  | {
      readonly section: 'uploading_images_to_media_server';
      readonly state: SectionState;
      readonly processed: number;
      readonly total: number;
      /** How many images failed. */
      readonly errors: number;
      /** Share of images processed, 0–100, rounded. */
      readonly percent: number;
    }
  | { readonly section: 'exporting_catalog_to_domains'; readonly state: SectionState; readonly domains: readonly DomainExport[] };

/**
 * Share of images processed as a whole percentage between 0 and 100. Not in the spec: with no total
 * known, a done section shows 100 and any other 0.
 */
function imagePercent(processed: number, total: number, state: SectionState): number {
  if (!(total > 0)) return state === 'done' ? 100 : 0;
  const percent = Math.round((processed / total) * 100);
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
}

/**
 * The progress view of a job (spec 1 §2.4, §3, §4): a bar per section in order, each done, running or
 * pending; the check with its two subsections, the image upload with processed, total and errors, and
 * the export with each domain's status.
 */
export function jobProgress(job: CatalogJob, phase: JobPhase): readonly SectionProgress[] {
  const current = parseCurrentSection(job.currentSection);
  return sectionStates(current, phase).map(({ section, state }): SectionProgress => {
    switch (section) {
      case 'check':
        return { section, state, subsections: checkSubsectionStates(current, phase) };
      case 'reading_total_products':
        return { section, state };
      case 'uploading_images_to_media_server': {
        const { processed, total, errors } = job.imageUpload;
        return { section, state, processed, total, errors: errors.length, percent: imagePercent(processed, total, state) };
      }
      case 'exporting_catalog_to_domains':
        return { section, state, domains: job.domainExports };
    }
  });
}
