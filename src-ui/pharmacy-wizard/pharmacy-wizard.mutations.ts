import { useQueryClient } from '@tanstack/react-query';
import type { WizardEntity } from '@domain/entities';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { pharmacyWizardQueries } from './pharmacy-wizard.queries';

/** The entity list's queries (the entities context's key): a created or edited pharmacy shows there at once. */
const ENTITY_LIST_KEY = ['entities'] as const;

/**
 * Creates the pharmacy (`eid` undefined) or saves pharmacy `eid` (spec 3 §7 signUp and edit). A success
 * invalidates the wizard's and the entity list's queries and answers the pharmacy's eid; a failure
 * changes nothing, so the wizard keeps what was typed.
 */
export function useSubmitPharmacy(eid: number | undefined) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (entity: WizardEntity): Promise<number> => {
      if (eid === undefined) return services.pharmacyWizard.create(entity);
      await services.pharmacyWizard.edit(eid, entity);
      return eid;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pharmacyWizardQueries.all });
      void queryClient.invalidateQueries({ queryKey: ENTITY_LIST_KEY });
    },
  });
}
