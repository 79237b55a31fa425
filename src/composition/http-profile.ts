import { CONTEXTS } from '../contexts/registry';
import { adapterDeps, portBindings } from './context-bindings';
import type { Profile } from './profile-type';

/** The http profile: the documented API behind every port, configured by environment variables. */
export const httpProfile: Profile = {
  modules: [portBindings(CONTEXTS, (_service, binding, context) => binding.http(adapterDeps(context)))],
};
