/** Notifications last 5000 ms, at the top centre (spec 1 §9). */
export const NOTIFICATION_DURATION_MS = 5_000;

/** The loading bar shows once a request has taken this long (spec 1 §9: latency threshold 500 ms). */
export const LOADING_BAR_DELAY_MS = 500;

/** Layout breakpoints in pixels (spec 1 §9). */
export const BREAKPOINTS = { mobile: 480, tablet: 768, desktop: 992, desktopLG: 1200 } as const;
