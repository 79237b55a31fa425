/** The colours of what the calendar shows: its entries by type, the campaigns by state (text is the clue; colour helps). */
export const CALENDAR_COLOURS = {
  email: { backgroundColor: '#1c5d99', textColor: '#ffffff' },
  sms: { backgroundColor: '#7a3e9d', textColor: '#ffffff' },
  scheduled: { backgroundColor: '#e7f5ec', textColor: '#14532d' },
  sent: { backgroundColor: '#eceff1', textColor: '#37474f' },
} as const;
