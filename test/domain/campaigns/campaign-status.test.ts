import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_SUBTYPES,
  CAMPAIGN_TYPE_LABELS,
  allowedCommands,
  campaignStatusBadge,
  nextStatus,
  type CampaignCommand,
  type CampaignStatus,
} from '@domain/campaigns';

const commands: CampaignCommand[] = ['finishWizard', 'reset', 'startProcessing', 'markSent', 'markFailed'];

describe('campaign statuses', () => {
  it('are DRAFT, PENDING, PROCESSING, SENDED and ERROR', () => {
    expect(CAMPAIGN_STATUSES).toEqual(['DRAFT', 'PENDING', 'PROCESSING', 'SENDED', 'ERROR']);
  });

  it.each<[CampaignStatus, CampaignCommand, CampaignStatus]>([
    ['DRAFT', 'finishWizard', 'PENDING'],
    ['PENDING', 'startProcessing', 'PROCESSING'],
    ['PROCESSING', 'markSent', 'SENDED'],
    ['PROCESSING', 'markFailed', 'ERROR'],
    ['PROCESSING', 'reset', 'PENDING'],
    ['SENDED', 'reset', 'PENDING'],
    ['ERROR', 'reset', 'PENDING'],
  ])('takes %s through %s to %s', (from, command, to) => {
    expect(nextStatus(from, command)).toEqual({ ok: true, value: to });
  });

  it.each<[CampaignStatus, CampaignCommand]>([
    ['DRAFT', 'reset'],
    ['DRAFT', 'startProcessing'],
    ['PENDING', 'finishWizard'],
    ['PENDING', 'reset'],
    ['PENDING', 'markSent'],
    ['SENDED', 'markFailed'],
    ['ERROR', 'startProcessing'],
  ])('refuses %s through %s', (from, command) => {
    expect(nextStatus(from, command)).toEqual({ ok: false, error: { from, command } });
  });

  it.each<[CampaignStatus, CampaignCommand[]]>([
    ['DRAFT', ['finishWizard']],
    ['PENDING', ['startProcessing']],
    ['PROCESSING', ['markSent', 'markFailed', 'reset']],
    ['SENDED', ['reset']],
    ['ERROR', ['reset']],
  ])('allows %s the commands %j', (status, allowed) => {
    expect(allowedCommands(status)).toEqual(allowed);
  });

  it('allows exactly the commands that have a next status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAMPAIGN_STATUSES), fc.constantFrom(...commands), (status, command) => {
        expect(nextStatus(status, command).ok).toBe(allowedCommands(status).includes(command));
      }),
      { numRuns: 100 },
    );
  });

  it('never leads back to DRAFT', () => {
    for (const status of CAMPAIGN_STATUSES) {
      for (const command of allowedCommands(status)) {
        expect(nextStatus(status, command)).not.toEqual({ ok: true, value: 'DRAFT' });
      }
    }
  });
});

describe('campaignStatusBadge', () => {
  it.each<[CampaignStatus, ReturnType<typeof campaignStatusBadge>]>([
    ['SENDED', { kind: 'label', label: 'Enviada' }],
    ['DRAFT', { kind: 'label', label: 'Borrador' }],
    ['ERROR', { kind: 'label', label: 'Error' }],
    ['PENDING', { kind: 'clock' }],
    ['PROCESSING', { kind: 'clock' }],
  ])('shows %s as %j', (status, badge) => {
    expect(campaignStatusBadge(status)).toEqual(badge);
  });
});

describe('campaign types and subtypes', () => {
  it('shows classic as Sanitaria and promotional as Promocional', () => {
    expect(CAMPAIGN_TYPE_LABELS).toEqual({ classic: 'Sanitaria', promotional: 'Promocional' });
  });

  it('has the subtypes email and sms', () => {
    expect(CAMPAIGN_SUBTYPES).toEqual(['email', 'sms']);
  });
});
