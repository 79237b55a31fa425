export { DEMO_INDEXED_DB_NAME, DexieOverlayStore } from './dexie-overlay-store';
