export { DexieOverlayStore } from './dexie-overlay-store';
