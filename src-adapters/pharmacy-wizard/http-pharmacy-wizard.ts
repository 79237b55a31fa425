import type { WizardEntity } from '@domain/entities';
import type { KamUser, PharmacyWizardGateway } from '@domain/pharmacy-wizard';
import type { ApiCall, HttpClient } from '@adapters/shared';
import {
  editAnswer,
  erpListAnswer,
  kamUsersAnswer,
  signUpAnswer,
  usernameAnswer,
  usernameQuery,
  wizardEntityAnswer,
  wizardEntityDto,
  wizardEntityFromDto,
  wizardEntityToDto,
} from './pharmacy-wizard.dto';

/** The pharmacy wizard over HTTP (spec 3 §7 "Wizard"), on the main API under /api/v2/entities. */
export class HttpPharmacyWizard implements PharmacyWizardGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async checkUsername(username: string): Promise<boolean> {
    return this.http.send({ method: 'GET', path: '/api/v2/entities/checkUsername', query: { username }, schema: usernameAnswer });
  }

  async erpList(): Promise<readonly string[]> {
    return this.http.send({ method: 'GET', path: '/api/v2/entities/getErpList', schema: erpListAnswer });
  }

  async kamUsers(): Promise<readonly KamUser[]> {
    return this.http.send({ method: 'GET', path: '/api/v2/entities/getKamUsers', schema: kamUsersAnswer });
  }

  async get(eid: number): Promise<WizardEntity> {
    return wizardEntityFromDto(await this.http.send({ method: 'GET', path: `/api/v2/entities/${eid}`, schema: wizardEntityAnswer }));
  }

  async create(entity: WizardEntity): Promise<number> {
    return this.http.send({ method: 'POST', path: '/api/v2/entities/signUp', body: wizardEntityToDto(entity, true), schema: signUpAnswer });
  }

  async edit(eid: number, entity: WizardEntity): Promise<void> {
    await this.http.send({ method: 'POST', path: `/api/v2/entities/edit/${eid}`, body: wizardEntityToDto(entity, false), schema: editAnswer });
  }
}

/** The wizard's calls, for the API documents (docs/api/). */
export const pharmacyWizardApiCalls: readonly ApiCall[] = [
  { name: 'pharmacyWizard.checkUsername', service: 'api', method: 'GET', path: '/api/v2/entities/checkUsername', summary: 'Whether a username is free for a new pharmacy user (spec 3 §7)', query: usernameQuery, response: usernameAnswer },
  { name: 'pharmacyWizard.erpList', service: 'api', method: 'GET', path: '/api/v2/entities/getErpList', summary: 'The ERPs a pharmacy can upload from (spec 3 §7)', response: erpListAnswer },
  { name: 'pharmacyWizard.kamUsers', service: 'api', method: 'GET', path: '/api/v2/entities/getKamUsers', summary: 'The key-account managers and commercial sellers (spec 3 §7)', response: kamUsersAnswer },
  { name: 'pharmacyWizard.get', service: 'api', method: 'GET', path: '/api/v2/entities/{eid}', summary: 'A pharmacy as the wizard edits it (spec 3 §7)', response: wizardEntityAnswer },
  { name: 'pharmacyWizard.create', service: 'api', method: 'POST', path: '/api/v2/entities/signUp', summary: 'Creates a pharmacy and its user (spec 3 §7)', request: wizardEntityDto, response: signUpAnswer },
  { name: 'pharmacyWizard.edit', service: 'api', method: 'POST', path: '/api/v2/entities/edit/{eid}', summary: "Saves a pharmacy's data; its ERP, KAM and login do not change (spec 3 §7)", request: wizardEntityDto, response: editAnswer },
];
