import type { Container } from 'inversify';
import type { Token } from '@domain/shared-kernel';

/** Resolves a port by its token with the port's type (inversify cannot infer it from a bare symbol). */
export const resolve = <T>(container: Container, id: Token<T>): T => container.get<T>(id);
