import { onTestFinished, vi } from 'vitest';

/** A file the application offered for download. */
export interface Download {
  readonly fileName: string;
  readonly content: Blob;
}

/** Replaces a static member of `URL` until the test ends. */
function replaceUrlMember(name: 'createObjectURL' | 'revokeObjectURL', value: unknown): void {
  const original = Object.getOwnPropertyDescriptor(URL, name);
  Object.defineProperty(URL, name, { configurable: true, writable: true, value });
  onTestFinished(() => {
    if (original === undefined) Reflect.deleteProperty(URL, name);
    else Object.defineProperty(URL, name, original);
  });
}

/**
 * Records the files the application offers for download in this test: jsdom has no object URLs and
 * does not follow download links. The browser's own behaviour comes back when the test ends.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  replaceUrlMember('createObjectURL', (content: Blob) => {
    const url = `blob:download-${blobs.size + 1}`;
    blobs.set(url, content);
    return url;
  });
  replaceUrlMember('revokeObjectURL', () => undefined);
  const originalClick = HTMLAnchorElement.prototype.click;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const content = blobs.get(this.href);
    if (this.download !== '' && content !== undefined) downloads.push({ fileName: this.download, content });
    else originalClick.call(this);
  });
  onTestFinished(() => click.mockRestore());
  return downloads;
}
