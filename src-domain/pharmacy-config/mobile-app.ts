import { isPlausiblePhone, isWebAddress, type ConfigFieldError, type ConfigFieldErrors } from './pharmacy-settings';

/** The modules of the pharmacy's mobile app (spec 3 §3 "Mobile app data": blog, express order, loyalty, promotions, services). */
export const MOBILE_MODULES = ['blog', 'expressOrder', 'loyalty', 'promotions', 'services'] as const;
export type MobileModule = (typeof MOBILE_MODULES)[number];

/** An image of the app's carousel and whether it is shown. */
export interface CarouselItem {
  readonly image: string;
  readonly isEnabled: boolean;
}

/** The mobile app's data (spec 3 §3 "Mobile app data"), read and saved through /api/v2/pharmacies/{eid}/mobileData. */
export interface MobileAppData {
  readonly mobileIconUrl: string;
  readonly bundleId: string;
  readonly isOnlineStore: boolean;
  readonly mobileUrl: string;
  readonly modules: Readonly<Record<MobileModule, boolean>>;
  readonly expressOrderPhone: string;
  readonly expressOrderWhatsapp: string;
  /** Whether the express order can also be sent through the app's form. */
  readonly expressOrderForm: boolean;
  readonly loginBackground: string;
  readonly lateralMenu: string;
  readonly principalMenu: string;
  readonly carousel: readonly CarouselItem[];
  readonly aboutUsUrl: string;
  readonly mapsUrl: string;
}

/** How many images the carousel holds. Not in the spec. */
export const CAROUSEL_LIMIT = 10;

/** The fields of the mobile app's section that have rules; carousel items are named `carousel.<index>`. */
export type MobileField = 'mobileIconUrl' | 'bundleId' | 'mobileUrl' | 'expressOrderPhone' | 'expressOrderWhatsapp' | 'loginBackground' | 'lateralMenu' | 'principalMenu' | 'aboutUsUrl' | 'mapsUrl' | `carousel.${number}`;

/** A bundle id in reverse-domain form: 'es.farmacia.app'. Not in the spec. */
export function isBundleId(value: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/.test(value);
}

/**
 * The mobile app's rules. Not in the spec, except the carousel's (spec 3 §5 "Carousel form needs a
 * valid form": every carousel item needs its image's address): addresses must be web addresses, the
 * bundle id reverse-domain, and the express order's phone is required while that module is on; the
 * WhatsApp number is a phone when given.
 */
export function mobileAppErrors(data: MobileAppData): ConfigFieldErrors<MobileField> {
  const errors: Partial<Record<MobileField, ConfigFieldError>> = {};
  const web = (field: MobileField, value: string, isRequired = false): void => {
    if (value.trim() === '') {
      if (isRequired) errors[field] = 'REQUIRED';
    } else if (!isWebAddress(value.trim())) errors[field] = 'INVALID_URL';
  };
  web('mobileIconUrl', data.mobileIconUrl);
  web('mobileUrl', data.mobileUrl);
  web('loginBackground', data.loginBackground);
  web('lateralMenu', data.lateralMenu);
  web('principalMenu', data.principalMenu);
  web('aboutUsUrl', data.aboutUsUrl);
  web('mapsUrl', data.mapsUrl);
  if (data.bundleId.trim() !== '' && !isBundleId(data.bundleId.trim())) errors.bundleId = 'INVALID_BUNDLE_ID';
  if (data.modules.expressOrder && data.expressOrderPhone.trim() === '') errors.expressOrderPhone = 'REQUIRED';
  else if (data.expressOrderPhone.trim() !== '' && !isPlausiblePhone(data.expressOrderPhone.trim())) errors.expressOrderPhone = 'INVALID_PHONE';
  if (data.expressOrderWhatsapp.trim() !== '' && !isPlausiblePhone(data.expressOrderWhatsapp.trim())) errors.expressOrderWhatsapp = 'INVALID_PHONE';
  data.carousel.forEach((item, index) => web(`carousel.${index}`, item.image, true));
  return errors;
}

/** The mobile app's data to save: addresses and phones trimmed. */
export function mobileAppForSave(data: MobileAppData): MobileAppData {
  const trim = (value: string): string => value.trim();
  return {
    ...data,
    mobileIconUrl: trim(data.mobileIconUrl),
    bundleId: trim(data.bundleId),
    mobileUrl: trim(data.mobileUrl),
    expressOrderPhone: trim(data.expressOrderPhone),
    expressOrderWhatsapp: trim(data.expressOrderWhatsapp),
    loginBackground: trim(data.loginBackground),
    lateralMenu: trim(data.lateralMenu),
    principalMenu: trim(data.principalMenu),
    carousel: data.carousel.map((item) => ({ image: trim(item.image), isEnabled: item.isEnabled })),
    aboutUsUrl: trim(data.aboutUsUrl),
    mapsUrl: trim(data.mapsUrl),
  };
}
