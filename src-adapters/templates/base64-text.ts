/** Text as base64 of its UTF-8 bytes (how templates store `content` and `htmlContent`, spec 1 §3). */
export function textToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * Base64 of UTF-8 bytes back to text. A value that is not base64 (a design stored as plain text, such as
 * JSON starting with '{') is returned as it came, so no stored design is lost.
 */
export function base64ToText(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (compact === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 === 1) return value;
  try {
    const binary = atob(compact);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return value;
  }
}
