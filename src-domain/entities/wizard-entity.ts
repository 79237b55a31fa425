import type { WizardServices } from './services';

/** The pharmacy's legal owner (spec 3 §3 "Wizard entity", entity_legal_owner). */
export interface LegalOwner {
  readonly name: string;
  readonly surname: string;
  /** DNI or NIE. */
  readonly dni: string;
  readonly colegiadoNumber: string;
  readonly mail: string;
  readonly phone: string;
}

/** A point on the map (spec 3 §3 "Wizard entity", commercial gps). */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The pharmacy as its customers see it (spec 3 §3 "Wizard entity", commercial). */
export interface CommercialData {
  readonly clientName: string;
  readonly address: string;
  readonly number: string;
  readonly floor: string;
  readonly door: string;
  readonly postalCode: string;
  readonly location: string;
  readonly province: string;
  readonly country: string;
  readonly phone: string;
  readonly secondPhone: string;
  /** The map address of the pharmacy. */
  readonly map: string;
  readonly clientMail: string;
  readonly contact: string;
  /** The address of the uploaded logo; '' when none. */
  readonly logo: string;
  readonly gps: GeoPoint | undefined;
}

/** The pharmacy's fiscal identity (spec 3 §3 "Wizard entity", administrative). */
export interface AdministrativeData {
  readonly fiscalName: string;
  /** NIF or CIF. */
  readonly nif: string;
  readonly address: string;
  readonly number: string;
  readonly floor: string;
  readonly door: string;
  readonly postalCode: string;
  readonly location: string;
  readonly province: string;
  readonly country: string;
  readonly phone: string;
  readonly mail: string;
  readonly contact: string;
}

/** IT data: the pharmacy's ERP and its key-account manager (spec 3 §3 "Wizard entity", itData). */
export interface ItData {
  readonly erp: string;
  readonly kam: string;
}

/** The pharmacy user's login (spec 3 §3 "Wizard entity", loginData). */
export interface LoginData {
  readonly user: string;
  readonly password: string;
}

/** The pharmacy the wizard creates or edits (spec 3 §3 "Wizard entity"). */
export interface WizardEntity {
  readonly legalOwner: LegalOwner;
  readonly commercial: CommercialData;
  readonly administrative: AdministrativeData;
  readonly itData: ItData;
  readonly loginData: LoginData;
  readonly services: WizardServices;
  readonly commercialSeller: string;
  /** settings.DATA_UPLOADER_CLASS: the ERP the pharmacy's data is uploaded from. */
  readonly dataUploaderClass: string;
}
