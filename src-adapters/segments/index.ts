export { HttpSegmentGateway } from './http-segment-gateway';
export { InMemorySegmentGateway, SEGMENT_IN_USE_MESSAGE } from './in-memory-segment-gateway';
export { IN_USE_SEGMENT_IDS } from './segment-demo-data';
