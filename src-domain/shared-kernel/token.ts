/**
 * A typed identifier for a port or use case. It is a plain symbol, so the domain never
 * depends on the container that binds it; the phantom type lets the composition root
 * resolve `Token<T>` to `T` without casts.
 */
export type Token<T> = symbol & { readonly __type?: T };

/** Creates the token of a port; `id` is `context.Name`, unique across the product. */
export const token = <T>(id: string): Token<T> => Symbol.for(id);
