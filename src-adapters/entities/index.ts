export { HttpEntityDirectory } from './http-entity-directory';
export { InMemoryEntityDirectory } from './in-memory-entity-directory';
