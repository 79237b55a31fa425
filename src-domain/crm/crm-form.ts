/**
 * The type of a CRM question. The spec names multiple_choice and date (spec 2 §3 "CRM form"); the form
 * service has others, kept as they come.
 */
export type CrmQuestionType = 'multiple_choice' | 'date' | (string & Record<never, never>);

/** One choice of a multiple-choice question (spec 2 §3 "CRM form" choices). */
export interface CrmChoice {
  readonly ref: string;
  readonly label: string;
  readonly selected: boolean;
}

/** The properties of a CRM question (spec 2 §3 "CRM form" properties); each may be absent. */
export interface CrmFieldProperties {
  readonly description?: string;
  readonly allowMultipleSelection?: boolean;
  readonly choices?: readonly CrmChoice[];
  readonly structure?: string;
  readonly separator?: string;
}

/** One question of the CRM form (spec 2 §3 "CRM form" fields). */
export interface CrmField {
  readonly id: string;
  readonly title: string;
  readonly type: CrmQuestionType;
  readonly ref: string;
  readonly properties: CrmFieldProperties;
  readonly validations: { readonly required: boolean };
}

/** The pharmacy's loyalty CRM form (spec 2 §3 "CRM form"). */
export interface CrmForm {
  readonly id: string;
  readonly title: string;
  readonly embedUrl: string;
  readonly fields: readonly CrmField[];
}

/**
 * The ref of a question made from its title: spaces turned into underscores (spec 2 §3 "The question ref
 * is the title with spaces turned into underscores"). Not in the spec: the title is trimmed first and
 * every whitespace character (tab, no-break space…) counts as a space, one underscore each; letter case
 * and accents are kept ('Fecha de nacimiento' → 'Fecha_de_nacimiento').
 */
export function questionRef(title: string): string {
  return title.trim().replace(/\s/g, '_');
}
