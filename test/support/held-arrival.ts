/** An arrival held until the test lets it go: a module mock awaits `arrival`, the test calls `release()`. */
export interface HeldArrival {
  readonly arrival: Promise<void>;
  release(): void;
}

/** A new {@link HeldArrival}, still held. */
export function heldArrival(): HeldArrival {
  let release: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrival, release: () => release() };
}
