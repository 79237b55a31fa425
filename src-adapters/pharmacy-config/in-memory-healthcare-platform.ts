import type { HealthcarePlatform, HealthiumRegistration, HealthiumResult } from '@domain/pharmacy-config';
import { ApiError, isValidEmail } from '@domain/shared-kernel';

/** What the simulated platform answers to a registration without a valid e-mail or a name. */
export const HEALTHIUM_REFUSED_MESSAGE = 'Healthium necesita el nombre y un correo electrónico válido de la farmacia';

/**
 * The healthcare platform of the memory profile: no third party is reachable, so the registration is
 * simulated. A pharmacy with a name and a valid e-mail is registered under 'HLT-<eid>' with its page on
 * the platform; otherwise the platform refuses it, as the real one would.
 */
export class InMemoryHealthcarePlatform implements HealthcarePlatform {
  async registerPharmacy(registration: HealthiumRegistration): Promise<HealthiumResult> {
    if (registration.name.trim() === '' || !isValidEmail(registration.email)) throw new ApiError('server-message', 200, HEALTHIUM_REFUSED_MESSAGE, HEALTHIUM_REFUSED_MESSAGE);
    return { healthiumId: `HLT-${registration.pharmacyId}`, link: `https://healthium.example/farmacias/${registration.pharmacyId}` };
  }
}
