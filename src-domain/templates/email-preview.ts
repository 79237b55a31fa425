/**
 * The longest email HTML (in characters) the application previews. Sanitising stored HTML before it is
 * shown takes time in proportion to its length on the main thread (a 5.9 MB document held it for 3 s);
 * 200,000 characters keep that to about a tenth of a second, and are twice what the widespread mail
 * clients show before clipping a message (about 100 KB). Not in the spec: the limit and the rule.
 */
export const EMAIL_PREVIEW_MAX_LENGTH = 200_000;

/** Whether `html` is too long to preview here (it can still be downloaded). */
export function tooLargeToPreview(html: string): boolean {
  return html.length > EMAIL_PREVIEW_MAX_LENGTH;
}
