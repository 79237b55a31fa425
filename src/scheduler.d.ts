/** React's scheduler (the package React DOM schedules its work with); only what the entry uses. */
declare module 'scheduler' {
  /**
   * How long React's concurrent rendering works before it gives the thread back to the browser:
   * `1000 / fps` milliseconds (5 by default); 0 restores the default.
   */
  export function unstable_forceFrameRate(fps: number): void;
}
