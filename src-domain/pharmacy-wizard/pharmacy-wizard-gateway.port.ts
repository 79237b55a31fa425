import type { WizardEntity } from '@domain/entities';
import { portMethods, token } from '@domain/shared-kernel';

/** A key-account manager a pharmacy can be given (spec 3 §7 "GET /api/v2/entities/getKamUsers"). */
export interface KamUser {
  readonly id: string;
  readonly name: string;
}

/** The pharmacy wizard's calls (spec 3 §7 "Wizard"). */
export interface PharmacyWizardGateway {
  /** GET /api/v2/entities/checkUsername: whether `username` is free for a new pharmacy user. */
  checkUsername(username: string): Promise<boolean>;
  /** GET /api/v2/entities/getErpList: the ERPs a pharmacy can upload its data from. */
  erpList(): Promise<readonly string[]>;
  /** GET /api/v2/entities/getKamUsers: the key-account managers (also the commercial sellers). */
  kamUsers(): Promise<readonly KamUser[]>;
  /** GET /api/v2/entities/{eid}: the pharmacy as the wizard edits it; its password is never sent back (''). */
  get(eid: number): Promise<WizardEntity>;
  /** POST /api/v2/entities/signUp: creates the pharmacy and answers its eid. */
  create(entity: WizardEntity): Promise<number>;
  /** POST /api/v2/entities/edit/{eid}: saves the pharmacy's data (its ERP, KAM and login are not changed). */
  edit(eid: number, entity: WizardEntity): Promise<void>;
}

/** Token of the {@link PharmacyWizardGateway} port. */
export const PharmacyWizardGateway = token<PharmacyWizardGateway>('pharmacy-wizard.PharmacyWizardGateway');

/** Every call of the {@link PharmacyWizardGateway} port. */
export const PharmacyWizardGatewayMethods = portMethods<PharmacyWizardGateway>()('checkUsername', 'erpList', 'kamUsers', 'get', 'create', 'edit');
