import type { PharmacySettings } from './pharmacy-settings';

/**
 * What the healthcare platform (Healthium) is sent to register a pharmacy after its landing is saved
 * (spec 3 §7: profile image, e-mail, name, phone, CIF, fiscal address, city, postal code, pharmacy id, qr).
 */
export interface HealthiumRegistration {
  readonly profileImage: string;
  readonly email: string;
  readonly name: string;
  readonly phone: string;
  readonly cif: string;
  readonly fiscalAddress: string;
  readonly city: string;
  readonly postalCode: string;
  readonly pharmacyId: number;
  readonly qr: string;
}

/** What the registration gives back, saved through PUT /api/v2/configHealthium/{eid}. Not in the spec (its shape is not shown). */
export interface HealthiumResult {
  /** The pharmacy's id on the platform. */
  readonly healthiumId: string;
  /** The pharmacy's page on the platform, which becomes the landing's Healthium link. */
  readonly link: string;
}

/** A Spanish postal code inside an address ('…, 28013 Madrid'); '' when there is none. */
export function postalCodeOf(address: string): string {
  return /\b(\d{5})\b/.exec(address)?.[1] ?? '';
}

/**
 * The registration of a pharmacy from its saved settings: the logo as the profile image, the main
 * e-mail (else the contact one), the commercial name, the phone, the NIF, the legal address (else the
 * address) as the fiscal address, and the QR identifier.
 */
export function healthiumRegistrationOf(settings: PharmacySettings): HealthiumRegistration {
  const { profile } = settings;
  const fiscalAddress = profile.legalAddress.trim() === '' ? profile.address : profile.legalAddress;
  return {
    profileImage: profile.logo,
    email: profile.mainEmail.trim() === '' ? profile.email : profile.mainEmail,
    name: profile.commercialName,
    phone: profile.phone,
    cif: profile.nif,
    fiscalAddress,
    city: profile.city,
    postalCode: postalCodeOf(fiscalAddress),
    pharmacyId: settings.eid,
    qr: settings.qrIdentifier,
  };
}

/** After saving the landing, the pharmacy is registered on the platform when its Healthium link is active. */
export function needsHealthiumRegistration(settings: PharmacySettings): boolean {
  return settings.landing.healthiumActive;
}
