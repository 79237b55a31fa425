import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { WebDeployMessageCode, WebFormError } from '@domain/web';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { useWebForm, type WebForm } from './use-web-form';
import { isDomainTaken, isSessionOver, serverWords } from './web-failure';
import { webDeployMessages, webFormMessages } from './web-messages';
import { webQueries } from './web.queries';

/** How a web-manager form that claims a domain checks itself. */
export interface DomainFormOptions<T, F extends string> {
  /** Where the form's draft is kept in this browser. */
  readonly formKey: string;
  /** The form before anything is typed, and again once it is sent. */
  readonly empty: T;
  /** What is wrong with the form, given the domains other websites already use. */
  readonly errorsOf: (form: T, takenDomains: readonly string[]) => Partial<Record<F, WebFormError>>;
  /** Whether a field's message also waits for the first send (beyond a required field left empty). */
  readonly quiet?: (field: F, form: T) => boolean;
}

/** A web-manager form that claims a domain: its value and draft, what is wrong with it, and how a refusal is told. */
export interface DomainForm<T, F extends string> extends WebForm<T> {
  /** What is wrong with the form now, counting the domains already used and any the server has just refused. */
  readonly errors: Partial<Record<F, WebFormError>>;
  /** The message under a field, if any: a required field left empty says nothing until the form is sent once. */
  readonly shown: (field: F) => string | undefined;
  /** Sends the form as far as its checks: from now on every message shows; true when nothing is wrong. */
  readonly attempt: () => boolean;
  /** Empties the form after its request was accepted, its required fields quiet again. */
  readonly restart: () => void;
  /**
   * Tells why a request was refused: nothing when the session ended (the draft brings the typing back),
   * the spec's notice when the domain is taken (and the field says so from then on), otherwise the
   * failure's title with the server's words or the reason.
   */
  readonly refused: (error: unknown, domain: string, failure: WebDeployMessageCode) => void;
}

/**
 * The state of a web-manager form that claims a domain (the new website, the web deployment, the move
 * to production, spec 3 §2, §5): what is typed is kept as a draft, the domains other websites use are
 * read so a taken one is refused before sending, and a domain the server refuses as taken stays
 * refused while the form is open.
 */
export function useDomainForm<T, F extends string>({ formKey, empty, errorsOf, quiet }: DomainFormOptions<T, F>): DomainForm<T, F> {
  const { i18n } = useLingui();
  const services = useUiServices();
  const describe = useErrorText();
  const webForm = useWebForm<T>(formKey, empty);
  const [attempted, setAttempted] = useState(false);
  const [takenNow, setTakenNow] = useState<string | undefined>();
  const domains = useQuery(webQueries.domains(services));

  const { form, sent } = webForm;
  const errors = errorsOf(form, [...(domains.data ?? []), ...(takenNow === undefined ? [] : [takenNow])]);
  const shown = (field: F): string | undefined => {
    const error = errors[field];
    if (error === undefined || (!attempted && error === 'REQUIRED')) return undefined;
    if (!attempted && quiet?.(field, form) === true) return undefined;
    return i18n._(webFormMessages[error]);
  };
  const attempt = (): boolean => {
    setAttempted(true);
    return Object.keys(errors).length === 0;
  };
  const restart = useCallback(() => {
    sent();
    setAttempted(false);
  }, [sent]);
  const refused = (error: unknown, domain: string, failure: WebDeployMessageCode): void => {
    if (isSessionOver(error)) return;
    if (isDomainTaken(error)) {
      setTakenNow(domain);
      notify({ color: 'red', message: i18n._(webDeployMessages.DOMAIN_TAKEN) });
      return;
    }
    notifyTitled({ color: 'red', title: i18n._(webDeployMessages[failure]), message: serverWords(error) ?? describe(error) });
  };

  return { ...webForm, errors, shown, attempt, restart, refused };
}
