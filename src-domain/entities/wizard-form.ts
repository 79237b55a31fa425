import { passwordError, passwordRepeatError, termsError, usernameError } from './login-data';
import { logoError } from './pharmacy-logo';
import { WIZARD_TEXT_FIELD_RULES, wizardTextFieldError, type WizardFieldError, type WizardTextField } from './wizard-fields';
import { isWizardFieldDisabled, type WizardMode, type WizardSection } from './wizard-steps';

/** The values of the wizard's three sections as the user typed them. */
export interface WizardForm {
  readonly text: Readonly<Record<WizardTextField, string>>;
  readonly username: string;
  /** What the server said of the username: `undefined` until it answers. */
  readonly usernameAvailable: boolean | undefined;
  readonly password: string;
  readonly passwordRepeat: string;
  /** The size in bytes of the chosen logo, `undefined` when none is chosen. */
  readonly logoBytes: number | undefined;
  readonly termsAccepted: boolean;
}

/** Any field of the wizard's sections. */
export type WizardFormField = WizardTextField | 'username' | 'password' | 'passwordRepeat' | 'logo' | 'terms';

/** The errors of a section, by field; empty when the section is valid. */
export type WizardSectionErrors = Partial<Record<WizardFormField, WizardFieldError>>;

/**
 * The errors of one wizard section (spec 3 §5 "Wizard"): section 1 the owner, pharmacy and logo,
 * section 2 the administrative data, section 3 the ERP, KAM, login data and terms. Fields disabled in
 * the mode (ERP, KAM and login data when editing) are not checked. Not in the spec: the logo belongs to
 * section 1 and the terms to section 3.
 */
export function wizardSectionErrors(section: WizardSection, form: WizardForm, mode: WizardMode): WizardSectionErrors {
  const candidates: [WizardFormField, WizardFieldError | undefined][] = (Object.keys(WIZARD_TEXT_FIELD_RULES) as WizardTextField[])
    .filter((field) => WIZARD_TEXT_FIELD_RULES[field].section === section)
    .map((field) => [field, wizardTextFieldError(field, form.text[field])]);
  if (section === 'section1') candidates.push(['logo', logoError(form.logoBytes)]);
  if (section === 'section3') {
    candidates.push(
      ['username', usernameError(form.username, form.usernameAvailable)],
      ['password', passwordError(form.password)],
      ['passwordRepeat', passwordRepeatError(form.password, form.passwordRepeat)],
      ['terms', termsError(form.termsAccepted)],
    );
  }
  return Object.fromEntries(candidates.filter(([field, error]) => error !== undefined && !isWizardFieldDisabled(field, mode)));
}

/** What a final submit does (spec 3 §2 "Submission is locked while one is in progress", §8). */
export type WizardSubmitDecision = 'SUBMIT' | 'SUBMISSION_IN_PROGRESS' | 'CHECK_FIELDS';

/**
 * A submit is refused while another is in progress ('Farmacia en proceso de creación, espere por
 * favor') and while any section has errors ('Por favor, comprueba los campos señalados'); otherwise the
 * entity is submitted (spec 3 §2, §8).
 */
export function wizardSubmitDecision(state: { readonly inProgress: boolean; readonly hasErrors: boolean }): WizardSubmitDecision {
  if (state.inProgress) return 'SUBMISSION_IN_PROGRESS';
  return state.hasErrors ? 'CHECK_FIELDS' : 'SUBMIT';
}
