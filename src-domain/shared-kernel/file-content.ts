/**
 * A file the user chose, not read yet: something that gives its bytes when asked (the browser's `File`
 * and `Blob` fit it). Handing the handle on instead of the bytes lets a large file be read where it is
 * used (a worker, the network layer) without its bytes being copied on the page's thread first.
 */
export interface FileHandle {
  /** Its size in bytes. */
  readonly size: number;
  /** Reads all its bytes. */
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A file's content: its bytes, or a {@link FileHandle} that reads them. */
export type FileContent = Uint8Array | FileHandle;
