import * as v from 'valibot';
import { SERVICE_PLANS, WIZARD_SERVICE_NAMES, type WizardEntity, type WizardService, type WizardServiceName } from '@domain/entities';
import type { KamUser } from '@domain/pharmacy-wizard';
import { envelope, flag, numeric } from '@adapters/shared';

const text = v.optional(v.nullable(v.string()), '');
const textOf = (value: string | null | undefined): string => value ?? '';

/** The wire name of each service (spec 3 §3 "Services"). */
const SERVICE_WIRE_NAMES: Readonly<Record<WizardServiceName, string>> = {
  cdm: 'cdm',
  multichannelMarketing: 'multichannel_marketing',
  web: 'web',
  mobileApp: 'mobile_app',
  digitalServices: 'digital_services',
  onlineShop: 'online_shop',
  loyaltyCards: 'loyalty_cards',
};

const gpsDto = v.object({ lat: numeric, lng: numeric });

const serviceDto = v.object({
  type: v.optional(v.nullable(v.picklist(SERVICE_PLANS))),
  enabled: v.optional(v.nullable(flag), false),
  comments: text,
});

/** The pharmacy as GET /api/v2/entities/{eid} answers it and signUp and edit take it (spec 3 §3 "Wizard entity"). */
export const wizardEntityDto = v.object({
  entity_legal_owner: v.object({ name: text, surname: text, DNI: text, colegiado_number: text, mail: text, phone: text }),
  commercial: v.object({
    client_name: text,
    address: text,
    number: text,
    floor: text,
    door: text,
    postal_code: text,
    location: text,
    province: text,
    country: text,
    phone: text,
    second_phone: text,
    map: text,
    client_mail: text,
    contact: text,
    logo: text,
    gps: v.optional(v.nullable(gpsDto)),
  }),
  administrative: v.object({
    fiscal_name: text,
    nif: text,
    address: text,
    number: text,
    floor: text,
    door: text,
    postal_code: text,
    location: text,
    province: text,
    country: text,
    phone: text,
    mail: text,
    contact: text,
  }),
  itData: v.object({ erp: text, kam: v.optional(v.nullable(v.union([v.string(), v.number()])), '') }),
  loginData: v.object({ user: text, password: v.optional(v.nullable(v.string()), '') }),
  services: v.optional(v.nullable(v.record(v.string(), serviceDto)), {}),
  commercialSeller: v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  settings: v.optional(v.nullable(v.object({ DATA_UPLOADER_CLASS: text })), {}),
});

type WizardEntityDto = v.InferOutput<typeof wizardEntityDto>;

/** GET /api/v2/entities/{eid}. */
export const wizardEntityAnswer = envelope(wizardEntityDto);

/** GET /api/v2/entities/checkUsername: whether the name is free, as a flag or inside an object. */
export const usernameAnswer = envelope(v.union([flag, v.pipe(v.object({ available: flag }), v.transform((data) => data.available))]));

/** GET /api/v2/entities/getErpList: names, or objects with a name. */
export const erpListAnswer = envelope(v.array(v.union([v.string(), v.pipe(v.object({ name: v.string() }), v.transform((erp) => erp.name))])));

/** GET /api/v2/entities/getKamUsers. */
export const kamUsersAnswer = envelope(
  v.array(
    v.pipe(
      v.object({ id: v.optional(v.union([v.string(), v.number()])), uid: v.optional(v.union([v.string(), v.number()])), name: v.string() }),
      v.transform((kam): KamUser => ({ id: String(kam.id ?? kam.uid ?? kam.name), name: kam.name })),
    ),
  ),
);

/** POST /api/v2/entities/signUp: the new pharmacy's eid. */
export const signUpAnswer = envelope(v.pipe(v.union([numeric, v.object({ eid: numeric })]), v.transform((data) => (typeof data === 'number' ? data : data.eid))));

/** POST /api/v2/entities/edit/{eid}. */
export const editAnswer = v.looseObject({ success: v.literal(true) });

/** The query of GET /api/v2/entities/checkUsername. */
export const usernameQuery = v.object({ username: v.string() });

/** The entity as the domain's wizard entity. */
export function wizardEntityFromDto(dto: WizardEntityDto): WizardEntity {
  const owner = dto.entity_legal_owner;
  const { commercial, administrative: admin } = dto;
  const services = Object.fromEntries(
    WIZARD_SERVICE_NAMES.map((name): [WizardServiceName, WizardService] => {
      const service = dto.services?.[SERVICE_WIRE_NAMES[name]];
      const plan = service?.type ?? undefined;
      return [name, { plan, enabled: (service?.enabled ?? false) && plan !== undefined, comments: textOf(service?.comments) }];
    }),
  ) as Record<WizardServiceName, WizardService>;
  return {
    legalOwner: { name: textOf(owner.name), surname: textOf(owner.surname), dni: textOf(owner.DNI), colegiadoNumber: textOf(owner.colegiado_number), mail: textOf(owner.mail), phone: textOf(owner.phone) },
    commercial: {
      clientName: textOf(commercial.client_name),
      address: textOf(commercial.address),
      number: textOf(commercial.number),
      floor: textOf(commercial.floor),
      door: textOf(commercial.door),
      postalCode: textOf(commercial.postal_code),
      location: textOf(commercial.location),
      province: textOf(commercial.province),
      country: textOf(commercial.country),
      phone: textOf(commercial.phone),
      secondPhone: textOf(commercial.second_phone),
      map: textOf(commercial.map),
      clientMail: textOf(commercial.client_mail),
      contact: textOf(commercial.contact),
      logo: textOf(commercial.logo),
      gps: commercial.gps === null || commercial.gps === undefined ? undefined : { latitude: commercial.gps.lat, longitude: commercial.gps.lng },
    },
    administrative: {
      fiscalName: textOf(admin.fiscal_name),
      nif: textOf(admin.nif),
      address: textOf(admin.address),
      number: textOf(admin.number),
      floor: textOf(admin.floor),
      door: textOf(admin.door),
      postalCode: textOf(admin.postal_code),
      location: textOf(admin.location),
      province: textOf(admin.province),
      country: textOf(admin.country),
      phone: textOf(admin.phone),
      mail: textOf(admin.mail),
      contact: textOf(admin.contact),
    },
    itData: { erp: textOf(dto.itData.erp), kam: String(dto.itData.kam ?? '') },
    loginData: { user: textOf(dto.loginData.user), password: '' },
    services,
    commercialSeller: String(dto.commercialSeller ?? ''),
    dataUploaderClass: textOf(dto.settings?.DATA_UPLOADER_CLASS),
  };
}

/** The domain's wizard entity on the wire; `withPassword` false leaves the login's password out (an edit). */
export function wizardEntityToDto(entity: WizardEntity, withPassword: boolean): v.InferInput<typeof wizardEntityDto> {
  const { legalOwner: owner, commercial, administrative: admin } = entity;
  return {
    entity_legal_owner: { name: owner.name, surname: owner.surname, DNI: owner.dni, colegiado_number: owner.colegiadoNumber, mail: owner.mail, phone: owner.phone },
    commercial: {
      client_name: commercial.clientName,
      address: commercial.address,
      number: commercial.number,
      floor: commercial.floor,
      door: commercial.door,
      postal_code: commercial.postalCode,
      location: commercial.location,
      province: commercial.province,
      country: commercial.country,
      phone: commercial.phone,
      second_phone: commercial.secondPhone,
      map: commercial.map,
      client_mail: commercial.clientMail,
      contact: commercial.contact,
      logo: commercial.logo,
      gps: commercial.gps === undefined ? null : { lat: commercial.gps.latitude, lng: commercial.gps.longitude },
    },
    administrative: {
      fiscal_name: admin.fiscalName,
      nif: admin.nif,
      address: admin.address,
      number: admin.number,
      floor: admin.floor,
      door: admin.door,
      postal_code: admin.postalCode,
      location: admin.location,
      province: admin.province,
      country: admin.country,
      phone: admin.phone,
      mail: admin.mail,
      contact: admin.contact,
    },
    itData: { erp: entity.itData.erp, kam: entity.itData.kam },
    loginData: withPassword ? { user: entity.loginData.user, password: entity.loginData.password } : { user: entity.loginData.user },
    services: Object.fromEntries(
      WIZARD_SERVICE_NAMES.map((name) => {
        const service = entity.services[name];
        return [SERVICE_WIRE_NAMES[name], { type: service.plan ?? null, enabled: service.enabled, comments: service.comments }];
      }),
    ),
    commercialSeller: entity.commercialSeller,
    settings: { DATA_UPLOADER_CLASS: entity.dataUploaderClass },
  };
}
