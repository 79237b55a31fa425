/** The folder of the demo emails' images, shipped with the application (`public/demo-images/`). */
const DEMO_IMAGES_FOLDER = 'demo-images/';

/**
 * The web address of the demo image `file`, served with the application beside its page. An email's
 * image must be a full web address (`safeEmailImage`), and the build may be served from any folder, so
 * the folder is resolved against the page's address; away from a page (tests), against
 * `http://localhost/`.
 */
export function demoImageUrl(file: string): string {
  const base = globalThis.document?.baseURI ?? globalThis.location?.href ?? 'http://localhost/';
  return new URL(`${DEMO_IMAGES_FOLDER}${file}`, base).href;
}
