import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useUiServices } from '../shared/ui-services-context';
import type { UiServices } from '../shared/ui-services';
import { useGuardedMutation } from '../shared/guarded-mutation';

/** Queries of the legal terms; one key per entity, so a signature invalidates exactly its entity's terms. */
export const legalTermsQueries = {
  all: ['legal-terms'] as const,
  entityKey: (eid: number) => [...legalTermsQueries.all, eid] as const,
  /** The terms of entity `eid` and how many signatures it has (spec 2 §7 "Legal terms"). */
  entity: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: legalTermsQueries.entityKey(eid),
      queryFn: () => services.legalTerms.get(eid),
      retry: 1,
    }),
};

/** Who signs the legal terms, for which entity. */
export interface LegalTermsSignature {
  readonly eid: number;
  readonly name: string;
  readonly uid: number;
}

/**
 * Signs the legal terms for an entity (spec 2 §5). A signature invalidates that entity's terms, since
 * their signature count changed, and then calls `onSigned`. A failure changes nothing: it is the
 * mutation's `error`, for the popup to show, and the terms can be signed again.
 */
export function useSignLegalTerms(callbacks: { onSigned?: () => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (signature: LegalTermsSignature) => services.legalTerms.sign(signature),
    onSuccess: (_done, { eid }) => {
      void queryClient.invalidateQueries({ queryKey: legalTermsQueries.entityKey(eid) });
      callbacks.onSigned?.();
    },
  });
}
