/** The sections of a catalog job, in the order the job runs them (spec 1 §4 "Catalog job"). */
export const CATALOG_SECTIONS = [
  'check',
  'reading_total_products',
  'uploading_images_to_media_server',
  'exporting_catalog_to_domains',
] as const;

/** One section of a catalog job (spec 1 §4). */
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

/** The subsections of the check section, in order (spec 1 §4: check (product_categories, products)). */
export const CHECK_SUBSECTIONS = ['product_categories', 'products'] as const;

/** One subsection of the check section (spec 1 §4). */
export type CheckSubsection = (typeof CHECK_SUBSECTIONS)[number];

/**
 * Where a job is: a section and, when the job says so, a subsection (spec 1 §3 current_section
 * 'section.subsection'). A check subsection is one of {@link CHECK_SUBSECTIONS}; the spec names no
 * subsections for the other sections, so any non-empty text (a domain, say) is kept as it came.
 */
export interface SectionPosition {
  readonly section: CatalogSection;
  readonly subsection: string | undefined;
}

/**
 * A job's `current_section` as read: a known position, or text that names none, kept as a value so that
 * a new section on the server never breaks the screen.
 */
export type CurrentSection =
  | { readonly kind: 'position'; readonly position: SectionPosition }
  | { readonly kind: 'unknown'; readonly text: string };

/** Whether a job is still running or has finished (spec 1 §4: 202 with job_on_progress vs 200). */
export type JobPhase = 'in-progress' | 'finished';

/** How far a section (or a check subsection) is, as the progress view shows it. */
export type SectionState = 'done' | 'running' | 'pending';

function isSection(text: string): text is CatalogSection {
  return (CATALOG_SECTIONS as readonly string[]).includes(text);
}

function isCheckSubsection(text: string): text is CheckSubsection {
  return (CHECK_SUBSECTIONS as readonly string[]).includes(text);
}

/**
 * Reads `current_section` 'section.subsection' (spec 1 §3), splitting at the first dot so a subsection may
 * itself hold dots. Total: text with an unknown section, an empty subsection, or a check subsection other
 * than product_categories/products is `unknown`, never an exception.
 */
export function parseCurrentSection(text: string): CurrentSection {
  const dot = text.indexOf('.');
  const section = dot === -1 ? text : text.slice(0, dot);
  const subsection = dot === -1 ? undefined : text.slice(dot + 1);
  const unknown: CurrentSection = { kind: 'unknown', text };
  if (!isSection(section) || subsection === '') return unknown;
  if (section === 'check' && subsection !== undefined && !isCheckSubsection(subsection)) return unknown;
  return { kind: 'position', position: { section, subsection } };
}

/**
 * Writes a current section back as 'section.subsection' (spec 1 §3); unknown text is returned as it was,
 * so `formatCurrentSection(parseCurrentSection(x)) === x` for every text.
 */
export function formatCurrentSection(current: CurrentSection): string {
  if (current.kind === 'unknown') return current.text;
  const { section, subsection } = current.position;
  return subsection === undefined ? section : `${section}.${subsection}`;
}

function indexIn(list: readonly string[], value: string | undefined): number {
  return value === undefined ? -1 : list.indexOf(value);
}

/**
 * The position that follows `position` in the job's progression (spec 1 §4): the next check subsection,
 * then the next section; `undefined` after the last section. Not in the spec: a check without a
 * subsection moves to its first subsection, and other sections move to the next section whatever their
 * subsection.
 */
export function nextPosition(position: SectionPosition): SectionPosition | undefined {
  if (position.section === 'check') {
    const nextSubsection = CHECK_SUBSECTIONS[indexIn(CHECK_SUBSECTIONS, position.subsection) + 1];
    if (nextSubsection !== undefined) return { section: 'check', subsection: nextSubsection };
  }
  const nextSection = CATALOG_SECTIONS[CATALOG_SECTIONS.indexOf(position.section) + 1];
  return nextSection === undefined ? undefined : { section: nextSection, subsection: undefined };
}

/** The index of the current section; an unknown one sits after the last section once finished, before the first while running. */
function currentSectionIndex(current: CurrentSection, phase: JobPhase): number {
  if (current.kind === 'position') return CATALOG_SECTIONS.indexOf(current.position.section);
  return phase === 'finished' ? CATALOG_SECTIONS.length : -1;
}

function stateAt(index: number, currentIndex: number, phase: JobPhase): SectionState {
  if (index < currentIndex) return 'done';
  if (index > currentIndex) return 'pending';
  return phase === 'finished' ? 'done' : 'running';
}

/**
 * The state of each section, in order (spec 1 §4): sections before the current one are done, the current
 * one is running (done once the job has finished), later ones pending. Not in the spec: a finished job
 * whose current section is unknown counts as done everywhere, a running one as pending everywhere; a
 * finished job that stopped early leaves the sections it never reached pending.
 */
export function sectionStates(current: CurrentSection, phase: JobPhase): readonly { section: CatalogSection; state: SectionState }[] {
  const currentIndex = currentSectionIndex(current, phase);
  return CATALOG_SECTIONS.map((section, index) => ({ section, state: stateAt(index, currentIndex, phase) }));
}

/**
 * The state of each check subsection, in order (spec 1 §4): all done or all pending with the check
 * section; while the check runs, the subsections before the current one are done, the current one
 * running. Not in the spec: a running check that names no subsection shows both subsections pending.
 */
export function checkSubsectionStates(current: CurrentSection, phase: JobPhase): readonly { subsection: CheckSubsection; state: SectionState }[] {
  const checkState = stateAt(0, currentSectionIndex(current, phase), phase);
  const subsectionIndex = current.kind === 'position' ? indexIn(CHECK_SUBSECTIONS, current.position.subsection) : -1;
  return CHECK_SUBSECTIONS.map((subsection, index) => ({
    subsection,
    state: checkState === 'running' ? stateAt(index, subsectionIndex, phase) : checkState,
  }));
}
