import { servicesFromPlans, type WizardEntity, type WizardServiceName } from '@domain/entities';
import type { KamUser } from '@domain/pharmacy-wizard';
import { KAMS, type DemoData, type DemoPharmacy } from '@adapters/demo';

/** The demo's key-account managers, who are also its commercial sellers. */
export const DEMO_KAM_USERS: readonly KamUser[] = KAMS.map((name, index) => ({ id: `kam-${index + 1}`, name }));

/** The ERPs the demo server offers the wizard (spec 3 §9 "ERP options in the wizard: Farmatic, Unicoop"). */
export const DEMO_WIZARD_ERPS: readonly string[] = ['Farmatic', 'Unicoop'];

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid DNI made from a number (the demo owners' ids). */
export function demoDni(seed: number): string {
  const digits = String(10_000_000 + ((seed * 7919) % 89_999_999)).padStart(8, '0');
  return `${digits}${DNI_LETTERS.charAt(Number(digits) % 23)}`;
}

/** A valid CIF of a community of goods ('E', a digit as control) made from a number. */
export function demoCif(seed: number): string {
  const digits = String(1_000_000 + ((seed * 104_729) % 8_999_999)).padStart(7, '0');
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits.charAt(index));
    sum += index % 2 === 0 ? Math.floor((2 * digit) / 10) + ((2 * digit) % 10) : digit;
  }
  return `E${digits}${(10 - (sum % 10)) % 10}`;
}

/** The KAM id of a KAM's name, '' when unknown. */
export function kamIdOf(name: string): string {
  return DEMO_KAM_USERS.find((kam) => kam.name === name)?.id ?? '';
}

/** The KAM's name of a KAM id, the id itself when unknown. */
export function kamNameOf(id: string): string {
  return DEMO_KAM_USERS.find((kam) => kam.id === id)?.name ?? id;
}

/**
 * The wizard's view of a generated demo pharmacy: its owner is its contact, its company a community of
 * goods with its name, its services a function of its shop and website.
 */
export function demoWizardEntity(pharmacy: DemoPharmacy, data: DemoData): WizardEntity {
  const [first = '', ...rest] = pharmacy.contactName.split(' ');
  const user = data.users.find((candidate) => candidate.eid === pharmacy.eid);
  const basic: WizardServiceName[] = ['cdm'];
  const standard: WizardServiceName[] = pharmacy.website === '' ? [] : ['web'];
  const premium: WizardServiceName[] = pharmacy.services.baseUrl === '' ? [] : ['onlineShop'];
  const kam = kamIdOf(pharmacy.kam);
  return {
    legalOwner: { name: first, surname: rest.join(' '), dni: demoDni(pharmacy.eid), colegiadoNumber: `28${String(pharmacy.eid).padStart(5, '0')}`, mail: pharmacy.contactEmail, phone: pharmacy.phone },
    commercial: {
      clientName: pharmacy.name,
      address: pharmacy.street,
      number: pharmacy.number,
      floor: '',
      door: '',
      postalCode: pharmacy.postalCode,
      location: pharmacy.city,
      province: pharmacy.province,
      country: 'España',
      phone: pharmacy.phone,
      secondPhone: '',
      map: `${pharmacy.street} ${pharmacy.number}, ${pharmacy.postalCode} ${pharmacy.city}`,
      clientMail: pharmacy.contactEmail,
      contact: pharmacy.contactName,
      logo: '',
      gps: undefined,
    },
    administrative: {
      fiscalName: `${pharmacy.name}, C.B.`.slice(0, 60),
      nif: demoCif(pharmacy.eid),
      address: pharmacy.street,
      number: pharmacy.number,
      floor: '',
      door: '',
      postalCode: pharmacy.postalCode,
      location: pharmacy.city,
      province: pharmacy.province,
      country: 'España',
      phone: pharmacy.phone,
      mail: pharmacy.contactEmail,
      contact: pharmacy.contactName,
    },
    itData: { erp: pharmacy.erp, kam },
    loginData: { user: user?.username ?? `farmacia${pharmacy.eid}`, password: '' },
    services: servicesFromPlans({ basic, standard, premium }),
    commercialSeller: kam,
    dataUploaderClass: pharmacy.erp,
  };
}

/** The entity-list record of a pharmacy the wizard created or edited, over what it had before (if anything). */
export function demoPharmacyOf(eid: number, entity: WizardEntity, previous: DemoPharmacy | undefined, now: number): DemoPharmacy {
  const { commercial } = entity;
  return {
    eid,
    name: commercial.clientName,
    contactName: commercial.contact,
    contactEmail: commercial.clientMail,
    phone: commercial.phone,
    street: commercial.address,
    number: commercial.number,
    postalCode: commercial.postalCode,
    city: commercial.location,
    province: commercial.province,
    erp: previous?.erp ?? entity.itData.erp,
    kam: previous?.kam ?? kamNameOf(entity.itData.kam),
    lastUploadDate: previous?.lastUploadDate ?? now,
    isDemo: previous?.isDemo ?? false,
    rights: previous?.rights ?? {},
    services: previous?.services ?? { orderExpressEnabled: false, spdEnabled: false, citaPreviaEnabled: false, pharmacyLegacyId: String(10_000 + eid), baseUrl: '' },
    enabledServices: previous?.enabledServices ?? [],
    website: previous?.website ?? '',
    legalSignatures: previous?.legalSignatures ?? 0,
    lastCache: previous?.lastCache,
    lastReport: previous?.lastReport,
    commercial: kamNameOf(entity.commercialSeller),
    administrative: entity.administrative.contact,
  };
}
