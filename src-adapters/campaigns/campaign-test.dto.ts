import * as v from 'valibot';
import type { EmailTest, SmsTest } from '@domain/campaigns';

/**
 * The body of POST /campaign/createSMSTest (spec 2 §7: dest, message, sender): the numbers joined by
 * commas, as the test prompt takes them.
 */
export function smsTestToDto(test: SmsTest): { dest: string; message: string; sender: string } {
  return { dest: test.to.join(','), message: test.message, sender: test.sender };
}

/**
 * The body of the test email call (not shown in the spec, which only says it goes through a
 * transactional marketing service from a fixed notification sender): the pharmacy, the addresses, the
 * subject as sent ('[TEST] ' included) and the HTML.
 */
export function emailTestToDto(test: EmailTest): { eid: number; emails: string[]; subject: string; html: string } {
  return { eid: test.eid, emails: [...test.to], subject: test.subject, html: test.html };
}

/** A test send's answer: only that it worked (`success: true`, anything else). */
export const testSentAnswer = v.looseObject({ success: v.literal(true) });
