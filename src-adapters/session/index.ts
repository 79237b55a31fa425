export { HttpSessionGateway } from './http-session-gateway';
export { InMemorySessionGateway, entityOf } from './in-memory-session-gateway';
export { HttpLegalTermsGateway } from './http-legal-terms-gateway';
export { InMemoryLegalTermsGateway } from './in-memory-legal-terms-gateway';
export { CURRENT_USER_KEY, REDIRECT_TARGET_KEY, StorageSessionStore } from './storage-session-store';
