import { sheetDesignOf, sheetWriteFor, type Campaign } from '@domain/campaigns';

/** The sheet calls a campaign's save goes through (spec 2 §7 /sheets/…). */
export interface CampaignSheetCalls {
  /** The ids of the pharmacy's own sheets (GET /sheets/getSheets/EID/{eid}), asked only when needed. */
  ownSheetIds(campaign: Campaign): Promise<ReadonlySet<string>>;
  /** Creates a sheet of the campaign's pharmacy with its design and answers its id (POST /sheets/newSheet, then its design). */
  create(campaign: Campaign): Promise<string>;
  /** Writes the campaign's design into its sheet (POST /sheets/update_sheet/{id}). */
  writeDesign(id: string, campaign: Campaign): Promise<void>;
}

/**
 * Saves `campaign` with its design in a sheet (`sheetWriteFor`): a campaign without a design is
 * persisted as it is; one that needs a sheet of its own gets it first, and is persisted naming it
 * (`id_sheet`); one whose sheet is its pharmacy's own is persisted first and its sheet written after,
 * so a save the service refuses (a campaign already sent) leaves the sheet as it was. A campaign
 * without a sheet, or with a new one, is not asked about the pharmacy's sheets.
 */
export async function saveThroughSheet<T>(campaign: Campaign, isNew: boolean, calls: CampaignSheetCalls, persist: (campaign: Campaign) => Promise<T>): Promise<T> {
  const sheetId = campaign.content.sheetId;
  if (sheetDesignOf(campaign).trim() === '') return persist(campaign);
  const own = isNew || sheetId === undefined ? new Set<string>() : await calls.ownSheetIds(campaign);
  const write = sheetWriteFor(campaign, own, isNew);
  switch (write.kind) {
    case 'none':
      return persist(campaign);
    case 'create': {
      const id = await calls.create(campaign);
      return persist({ ...campaign, content: { ...campaign.content, sheetId: id } });
    }
    case 'update': {
      const stored = await persist(campaign);
      await calls.writeDesign(write.id, campaign);
      return stored;
    }
  }
}
