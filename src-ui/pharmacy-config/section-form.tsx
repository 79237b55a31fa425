import { TextInput, type TextInputProps } from '@mantine/core';
import type { ConfigSection } from '@domain/pharmacy-config';
import { FIELD_STYLES, useConfigSection, type ConfigSectionOptions, type FollowUpKind, type FollowUpOutcome } from './config-section';

/** What the configuration dialog gives each of its sections: the pharmacy, and where to say whether the section has unsaved changes. */
export interface SectionPlace {
  readonly eid: number;
  readonly pharmacyName: string;
  readonly onDirtyChange: (section: ConfigSection, dirty: boolean) => void;
}

/** What a section's form is built from, beyond where it stands: its data as loaded, its rules, what it saves and how. */
export interface SectionFormOptions<T, V> {
  /** The form as loaded. */
  readonly initial: T;
  readonly errors: ConfigSectionOptions<T, V>['errors'];
  /** What is saved from a valid form. */
  readonly toSave: (form: T) => V;
  /** Saves the section through its call. */
  readonly save: (value: V) => Promise<unknown>;
  /** The step after a saved section, if it has one; a retry runs it again alone, on what was saved. */
  readonly followUp?: (value: V) => Promise<FollowUpOutcome | undefined>;
}

const sameContents = <T,>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Section `section` of a pharmacy's configuration as a form (see {@link useConfigSection}): its draft
 * counts as unchanged while it holds the same values as the data loaded, and a save runs the section's
 * follow-up step, if any, once its call has worked.
 */
export function useSectionForm<T, V>({ eid, pharmacyName, onDirtyChange }: SectionPlace, section: ConfigSection, { save, followUp, ...form }: SectionFormOptions<T, V>) {
  return useConfigSection<T, V>({
    eid,
    section,
    pharmacyName,
    same: sameContents,
    onDirtyChange,
    ...form,
    save: async (value) => {
      await save(value);
      return followUp?.(value);
    },
    retryFollowUp: followUp,
  });
}

/**
 * Runs the step that follows a section's save (the healthcare platform's registration, the shop
 * plugin's activation) and tells how it went: a failed step is an outcome to show, the save itself
 * having been done.
 */
export async function followUpOutcome(kind: FollowUpKind, step: () => Promise<unknown>): Promise<FollowUpOutcome> {
  try {
    await step();
    return { kind, error: undefined };
  } catch (error) {
    return { kind, error };
  }
}

/** The fields of a form that hold text. */
export type TextField<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/** What a field needs of its section's form. */
export interface SectionFields<T> {
  readonly form: T;
  readonly update: (change: Partial<T>) => void;
  readonly fieldError: (field: string) => string | undefined;
}

/**
 * A text field of a configuration section: it shows and changes `field` of the section's form, and its
 * rule's message beside it once a save was tried, in a red that reads on white.
 */
export function SectionTextInput<T>({ section, field, ...props }: { readonly section: SectionFields<T>; readonly field: TextField<T> } & Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'styles'>) {
  return (
    <TextInput
      value={section.form[field] as string}
      onChange={(event) => section.update({ [field]: event.currentTarget.value } as Partial<T>)}
      error={section.fieldError(field)}
      styles={FIELD_STYLES}
      {...props}
    />
  );
}
