/**
 * The GSM 03.38 basic character set (3GPP TS 23.038 §6.2.1), in table order: 127 characters, each sent
 * as one septet (the escape code 0x1B is not a character). Includes LF and CR.
 */
export const GSM_BASIC_CHARACTERS =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/**
 * The GSM 03.38 extension table as spec 2 §5 lists it (form feed, ^ { } \ [ ~ ] | €): each is sent as
 * the escape septet plus one, so it counts 2.
 */
export const GSM_EXTENSION_CHARACTERS = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC_CHARACTERS);
const extension = new Set(GSM_EXTENSION_CHARACTERS);

/**
 * How many septets one character (one code point) takes in GSM-7: 1 for the basic set, 2 for the
 * extension set, `undefined` for a character outside GSM-7 (spec 2 §5).
 */
export function gsmSeptets(character: string): 1 | 2 | undefined {
  if (basic.has(character)) return 1;
  if (extension.has(character)) return 2;
  return undefined;
}
