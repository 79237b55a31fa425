import type { SegmentFilters } from './campaign-segment';

/** The picture of a segment: its gender, 'old-' prefixed for older audiences (spec 2 §5 "Segment image"). */
export type SegmentImageName = 'male' | 'female' | 'old-male' | 'old-female';

/** Above this minimum age a segment shows the older picture (spec 2 §5, §9 "minAge above 65"). */
export const OLD_SEGMENT_MIN_AGE = 65;

/**
 * The picture of a segment (spec 2 §5 "Segment image"): the gender is taken from the filter, male or
 * female, default male; 'old-' is prefixed when minAge is above 65. Not in the spec: the filter holds a
 * list, so the picture is female only when the list has female and not male (a mixed or empty list
 * gets the default); the name has no extension ('old-female', 'male'), the UI maps it to its asset.
 */
export function segmentImageName(filters: Pick<SegmentFilters, 'gender' | 'minAge'>): SegmentImageName {
  const gender = filters.gender.includes('female') && !filters.gender.includes('male') ? 'female' : 'male';
  return filters.minAge > OLD_SEGMENT_MIN_AGE ? `old-${gender}` : gender;
}
