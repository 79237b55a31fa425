import type { CatalogJob, DomainExport } from './catalog-job';
import { domainExportOutcome } from './job-report';
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

/**
 * How full a section's bar is, 0–100 (spec 1 §2.4 "a bar per section"): a done section 100, a pending one
 * 0; a running check by its done subsections, a running upload by its images, a running export by its
 * domains that are over (exported or failed). `undefined` for a running section with nothing to measure
 * (reading the total of products, or an export with no domains), shown as a bar in motion.
 */
export function sectionPercent(progress: SectionProgress): number | undefined {
  if (progress.state === 'done') return 100;
  if (progress.state === 'pending') return 0;
  switch (progress.section) {
    case 'check':
      return Math.round((progress.subsections.filter((entry) => entry.state === 'done').length / progress.subsections.length) * 100);
    case 'reading_total_products':
      return undefined;
    case 'uploading_images_to_media_server':
      return progress.percent;
    case 'exporting_catalog_to_domains': {
      if (progress.domains.length === 0) return undefined;
      const over = progress.domains.filter((entry) => ['exported', 'failed'].includes(domainExportOutcome(entry.status))).length;
      return Math.round((over / progress.domains.length) * 100);
    }
  }
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * The running timer of the progress view (spec 1 §2.4): the time since the job started as mm:ss, or
 * h:mm:ss from one hour on. Not in the spec: the format; a negative or unreadable span shows 00:00.
 */
export function formatElapsed(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
