/** The gender choices of a segment filter (spec 2 §5 "Gender choices: female, male, other"). */
export const SEGMENT_GENDERS = ['female', 'male', 'other'] as const;

/** A gender choice of a segment filter (spec 2 §5). */
export type SegmentGender = (typeof SEGMENT_GENDERS)[number];

/** Who a campaign segment addresses (spec 2 §3 "Campaign segment", filters). */
export interface SegmentFilters {
  readonly gender: readonly SegmentGender[];
  readonly minAge: number;
  readonly maxAge: number;
}

/** A segment of healthcare and promotional campaigns (spec 2 §3 "Campaign segment"). */
export interface CampaignSegment {
  readonly id: string;
  /** The address of the segment's thumbnail image; '' when none. */
  readonly thumbnail: string;
  readonly name: string;
  readonly description: string;
  readonly filters: SegmentFilters;
  readonly isDeleted: boolean;
  readonly createdBy: string;
  readonly editedBy: string;
}
