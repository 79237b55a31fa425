import type { Profile } from './profile-type';

export type { Profile } from './profile-type';

/**
 * Loads the configured profile's adapters only, so a build carries the other profile's code in a
 * chunk that is never fetched.
 */
export async function loadProfile(name: 'memory' | 'http'): Promise<Profile> {
  return name === 'memory' ? (await import('./memory-profile')).memoryProfile : (await import('./http-profile')).httpProfile;
}
