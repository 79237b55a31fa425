export { SEGMENT_MAX_AGE, SEGMENT_MIN_AGE, clampAgeRange } from './age-range';
export type { AgeRange } from './age-range';
export { SEGMENT_GENDERS } from './campaign-segment';
export type { CampaignSegment, SegmentFilters, SegmentGender } from './campaign-segment';
export { SEGMENT_FORM_MESSAGES, SEGMENT_THUMBNAIL_MAX_BYTES, segmentFormErrors } from './segment-form';
export type { SegmentForm, SegmentFormError } from './segment-form';
export { OLD_SEGMENT_MIN_AGE, segmentImageName } from './segment-image';
export type { SegmentImageName } from './segment-image';
export { SEGMENT_MESSAGES, segmentFailureMessage } from './segment-messages';
export type { SegmentMessageCode, SegmentOperation } from './segment-messages';
export { SegmentGateway, SegmentGatewayMethods } from './segment-gateway.port';
export { SEGMENT_SORT_COLUMNS } from './segment-sort-columns';
export {
  EMPTY_SEGMENT,
  NEW_SEGMENT_ID,
  SEGMENT_INPUT_MESSAGES,
  THUMBNAIL_MESSAGES,
  agesAfterRules,
  dataUrlBytes,
  isNewSegmentId,
  segmentChangedSince,
  segmentInputErrors,
  segmentInputOf,
  thumbnailProblem,
} from './segment-input';
export type { SegmentInput, SegmentInputError, ThumbnailProblem, TypedAges } from './segment-input';
export {
  DEFAULT_SEGMENT_SORT,
  SEGMENT_GENDER_LABELS,
  listedSegments,
  orderedGenders,
  searchSegments,
  segmentsForGender,
  segmentListFileName,
  segmentSortFromQuery,
  sortCampaignSegments,
} from './segment-list';
export type { SegmentSort, SegmentSortColumn } from './segment-list';
