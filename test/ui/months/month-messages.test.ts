import { describe, expect, it } from 'vitest';
import { MONTH_MESSAGES, type MonthMessageCode } from '@domain/months';
import { monthMessages } from '@ui/months/month-messages';

describe('month messages of the screen', () => {
  it.each(Object.keys(MONTH_MESSAGES) as MonthMessageCode[])('shows %s with the spec text of the domain', (code) => {
    expect(monthMessages[code].message).toBe(MONTH_MESSAGES[code]);
  });
});
