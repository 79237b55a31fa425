import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '@domain/shared-kernel';
import { lazyAdapter } from '@app/composition/lazy-adapter';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('lazyAdapter', () => {
  it('loads the adapter on the first call only and forwards every call with its arguments', async () => {
    const load = vi.fn(() => Promise.resolve<Greeter>({ greet: (name) => Promise.resolve(`Hola, ${name}`) }));
    const port = lazyAdapter(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([port.greet('Ana'), port.greet('Luis')])).toEqual(['Hola, Ana', 'Hola, Luis']);
    expect(await port.greet('Eva')).toBe('Hola, Eva');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails a call whose module cannot be fetched as no server, and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ greet: () => Promise.resolve('ok') });
    const port = lazyAdapter(load);
    const error: unknown = await port.greet('Ana').catch((caught: unknown) => caught);
    expect(isApiError(error) && [error.kind, error.status]).toEqual(['network', -1]);
    expect(await port.greet('Ana')).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not mistaken for a promise', async () => {
    const port = lazyAdapter<Greeter>(() => Promise.resolve({ greet: () => Promise.resolve('x') }));
    expect(await Promise.resolve(port)).toBe(port);
  });
});
