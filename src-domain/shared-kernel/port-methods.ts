/** The names of the methods of a port `T` (every member of a port is an asynchronous call). */
export type PortMethod<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T] & string;

/** What {@link portMethods} answers when a list leaves methods out: the names it is missing. */
interface MissingMethods<M> {
  readonly missing: M;
}

/**
 * Lists every method of the port `T`, checked complete when the code compiles:
 * `portMethods<MonthGateway>()('list', 'setBlocked', …)`. The composition root wraps each listed call
 * of a demo adapter with the simulated latency and the fault switch (operation `<service>.<method>`), so
 * a method left out would escape both; a name that is not a method does not compile either.
 */
export function portMethods<T>() {
  return <const M extends readonly PortMethod<T>[]>(
    ...methods: M & (Exclude<PortMethod<T>, M[number]> extends never ? unknown : MissingMethods<Exclude<PortMethod<T>, M[number]>>)
  ): readonly PortMethod<T>[] => methods;
}
