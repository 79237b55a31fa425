let drawn = false;

/** Whether the application's first render has been committed. */
export function appDrawn(): boolean {
  return drawn;
}

/** Notes that the application's first render has been committed (the root layout's first effect). */
export function markAppDrawn(): void {
  drawn = true;
}
