import { err, ok, type Result } from '@domain/shared-kernel';

/** Campaign statuses (spec 2 §4; SENDED is the product's spelling). */
export type CampaignStatus = 'DRAFT' | 'PENDING' | 'PROCESSING' | 'SENDED' | 'ERROR';

/** The campaign statuses in their life order. */
export const CAMPAIGN_STATUSES = ['DRAFT', 'PENDING', 'PROCESSING', 'SENDED', 'ERROR'] as const satisfies readonly CampaignStatus[];

/**
 * What can happen to a campaign's status (spec 2 §4):
 * - `finishWizard`: the draft-to-campaign call when the wizard finishes;
 * - `reset`: the admin reset back to pending;
 * - `startProcessing`, `markSent`, `markFailed`: the sending pipeline.
 */
export type CampaignCommand = 'finishWizard' | 'reset' | 'startProcessing' | 'markSent' | 'markFailed';

/** A command the status table does not allow. */
export interface IllegalCampaignTransition {
  readonly from: CampaignStatus;
  readonly command: CampaignCommand;
}

/**
 * The campaign status table (spec 2 §4): a DRAFT becomes a PENDING campaign when the wizard finishes, the
 * pipeline takes PENDING to PROCESSING and then to SENDED or ERROR. Not in the spec: reset applies to a
 * campaign that has left PENDING (processing, sent or failed), never to a draft, which has not been scheduled.
 */
const table: Readonly<Record<CampaignStatus, Readonly<Partial<Record<CampaignCommand, CampaignStatus>>>>> = {
  DRAFT: { finishWizard: 'PENDING' },
  PENDING: { startProcessing: 'PROCESSING' },
  PROCESSING: { markSent: 'SENDED', markFailed: 'ERROR', reset: 'PENDING' },
  SENDED: { reset: 'PENDING' },
  ERROR: { reset: 'PENDING' },
};

/** The status `command` takes a campaign in status `from` to, or the illegal transition (spec 2 §4). */
export function nextStatus(from: CampaignStatus, command: CampaignCommand): Result<CampaignStatus, IllegalCampaignTransition> {
  const to = table[from][command];
  return to === undefined ? err({ from, command }) : ok(to);
}

/** The commands a campaign in `status` accepts, in the order of the table (spec 2 §4). */
export function allowedCommands(status: CampaignStatus): readonly CampaignCommand[] {
  return Object.keys(table[status]) as CampaignCommand[];
}

/** The badge of a campaign in the list: a label, or a clock while it waits or is being sent. */
export type CampaignStatusBadge = { readonly kind: 'label'; readonly label: 'Enviada' | 'Borrador' | 'Error' } | { readonly kind: 'clock' };

/** Status badges (spec 2 §2 "Pharmacy campaign list"): Enviada, Borrador, Error, and a clock for pending and processing. */
export function campaignStatusBadge(status: CampaignStatus): CampaignStatusBadge {
  switch (status) {
    case 'SENDED':
      return { kind: 'label', label: 'Enviada' };
    case 'DRAFT':
      return { kind: 'label', label: 'Borrador' };
    case 'ERROR':
      return { kind: 'label', label: 'Error' };
    case 'PENDING':
    case 'PROCESSING':
      return { kind: 'clock' };
  }
}
