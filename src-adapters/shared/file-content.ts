import type { FileContent } from '@domain/shared-kernel';

/** Whether `content` is a browser `Blob` (a `File` is one): it crosses to a worker as a handle, without its bytes. */
export function isBlob(content: FileContent): content is Blob {
  return typeof Blob === 'function' && content instanceof Blob;
}

/** Whether `content` is bytes rather than a handle (told by its internal slot, so bytes from another realm count). */
export function isBytes(content: FileContent | Blob): content is Uint8Array {
  return ArrayBuffer.isView(content);
}

/** The size of `content` in bytes, without reading it. */
export function sizeOf(content: FileContent): number {
  return isBytes(content) ? content.byteLength : content.size;
}

/** The bytes of `content`: the bytes themselves, or what its handle reads. */
export async function bytesOf(content: FileContent): Promise<Uint8Array> {
  return isBytes(content) ? content : new Uint8Array(await content.arrayBuffer());
}

/** `content` as a `Blob` of `type` for a form: a `Blob` is wrapped without reading it, bytes are copied once. */
export async function blobOf(content: FileContent, type: string): Promise<Blob> {
  if (isBlob(content)) return new Blob([content], { type });
  const bytes = await bytesOf(content);
  return new Blob([new Uint8Array(bytes)], { type });
}
