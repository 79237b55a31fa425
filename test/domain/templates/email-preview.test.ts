import { describe, expect, it } from 'vitest';
import { EMAIL_PREVIEW_MAX_LENGTH, tooLargeToPreview } from '@domain/templates';

describe('an email too large to preview', () => {
  it('is one longer than 200,000 characters', () => {
    expect(EMAIL_PREVIEW_MAX_LENGTH).toBe(200_000);
    expect(tooLargeToPreview('a'.repeat(200_000))).toBe(false);
    expect(tooLargeToPreview('a'.repeat(200_001))).toBe(true);
    expect(tooLargeToPreview('')).toBe(false);
  });
});
