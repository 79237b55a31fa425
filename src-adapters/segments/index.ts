export { HttpSegmentGateway } from './http-segment-gateway';
export { InMemorySegmentGateway, SEGMENT_IN_USE_MESSAGE } from './in-memory-segment-gateway';
export { IN_USE_SEGMENT_IDS, generateSegmentDemo, segmentDemo } from './segment-demo-data';
export type { DemoSegment } from './segment-demo-data';
