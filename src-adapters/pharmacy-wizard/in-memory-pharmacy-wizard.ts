import { ApiError, type Clock } from '@domain/shared-kernel';
import type { WizardEntity } from '@domain/entities';
import type { KamUser, PharmacyWizardGateway } from '@domain/pharmacy-wizard';
import type { DemoCollection, DemoDatabase } from '@adapters/demo';
import { DEMO_KAM_USERS, DEMO_WIZARD_ERPS, demoPharmacyOf, demoWizardEntity } from './wizard-demo-entities';

/** A pharmacy as the wizard last saved it, with its user's password left out. */
interface StoredWizardEntity {
  readonly eid: number;
  readonly entity: WizardEntity;
}

/** The demo backend of the pharmacy wizard: pharmacies it creates join the entity list's demo pharmacies. */
export class InMemoryPharmacyWizard implements PharmacyWizardGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  constructor(deps: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  private entities(): DemoCollection<StoredWizardEntity> {
    return this.db.collection<StoredWizardEntity>('wizard-entities', { version: 1, key: (record) => String(record.eid), generate: () => [] });
  }

  async checkUsername(username: string): Promise<boolean> {
    const wanted = username.trim().toLowerCase();
    if (wanted === '') return false;
    const data = this.db.read();
    const taken = data.users.some((user) => user.username.toLowerCase() === wanted) || this.entities().all().some((record) => record.entity.loginData.user.toLowerCase() === wanted);
    return !taken;
  }

  async erpList(): Promise<readonly string[]> {
    return DEMO_WIZARD_ERPS;
  }

  async kamUsers(): Promise<readonly KamUser[]> {
    return DEMO_KAM_USERS;
  }

  async get(eid: number): Promise<WizardEntity> {
    const stored = this.entities().get(String(eid));
    if (stored !== undefined) return stored.entity;
    const data = this.db.read();
    const pharmacy = data.pharmacies.find((candidate) => candidate.eid === eid);
    if (pharmacy === undefined) throw new ApiError('not-found', 404, `No existe la farmacia ${eid}`, 'Farmacia no encontrada');
    return demoWizardEntity(pharmacy, data);
  }

  async create(entity: WizardEntity): Promise<number> {
    if (!(await this.checkUsername(entity.loginData.user))) throw new ApiError('server-message', 200, 'Nombre de usuario no disponible', 'Nombre de usuario no disponible');
    const eid = Math.max(0, ...this.db.read().pharmacies.map((pharmacy) => pharmacy.eid)) + 1;
    this.db.savePharmacy(demoPharmacyOf(eid, entity, undefined, this.clock.now()));
    this.entities().put({ eid, entity: { ...entity, loginData: { user: entity.loginData.user, password: '' } } });
    return eid;
  }

  async edit(eid: number, entity: WizardEntity): Promise<void> {
    const before = await this.get(eid);
    const previous = this.db.read().pharmacies.find((candidate) => candidate.eid === eid);
    // ERP, KAM and login are set when the pharmacy is created (spec 3 §5).
    const saved: WizardEntity = { ...entity, itData: before.itData, loginData: before.loginData, dataUploaderClass: before.dataUploaderClass };
    this.db.savePharmacy(demoPharmacyOf(eid, saved, previous, this.clock.now()));
    this.entities().put({ eid, entity: saved });
  }
}
