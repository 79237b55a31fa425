declare const brand: unique symbol;

/** A nominal type: a `T` that was checked to be a `B` (for example a validated tax id). */
export type Brand<T, B extends string> = T & { readonly [brand]: B };
