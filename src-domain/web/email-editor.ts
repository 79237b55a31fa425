/** A JSON value, as the email editor saves its design. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The button width the editor sometimes saves by mistake (spec 3 §5 "Email editor save"). */
export const BROKEN_BUTTON_WIDTH = '6px';

/** The width a broken button is corrected to (spec 3 §5 "Email editor save"). */
export const CORRECTED_BUTTON_WIDTH = '150px';

/** The email design after the button-width correction, and whether anything was corrected. */
export interface ButtonWidthCorrection {
  readonly json: JsonValue;
  readonly corrected: boolean;
}

/**
 * On save, a button width of 6px is corrected to 150px, and the caller is told so a back-office user
 * can be warned (spec 3 §5 "Email editor save"). Not in the spec: where the width lives; every `width`
 * of '6px' inside a `button` object of the design (the editor keeps a button's style under
 * `descriptor.button.style`) is corrected, other widths are left alone. The design is not modified.
 */
export function correctButtonWidths(json: JsonValue): ButtonWidthCorrection {
  let corrected = false;
  const visit = (value: JsonValue, inButton: boolean): JsonValue => {
    if (Array.isArray(value)) return value.map((item: JsonValue) => visit(item, inButton));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, child]): [string, JsonValue] => {
      if (inButton && key === 'width' && child === BROKEN_BUTTON_WIDTH) {
        corrected = true;
        return [key, CORRECTED_BUTTON_WIDTH];
      }
      return [key, visit(child, inButton || key === 'button')];
    });
    return Object.fromEntries(entries);
  };
  const result = visit(json, false);
  return { json: result, corrected };
}

/** The editor's notices. */
export type EmailEditorMessageCode = 'BUTTON_WIDTH_CORRECTED';

/**
 * The warning shown to a back-office user when button widths were corrected. Not in the spec: it says a
 * back-office user is warned, not with which words.
 */
export const EMAIL_EDITOR_MESSAGES = {
  BUTTON_WIDTH_CORRECTED: 'Se ha corregido el ancho de los botones de 6px a 150px.',
} as const satisfies Record<EmailEditorMessageCode, string>;
