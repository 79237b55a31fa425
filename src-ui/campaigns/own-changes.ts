/**
 * What this tab changed itself in a campaign: that it created it, or the modification time of its last
 * save here. The wizard asks to take over a campaign modified within 2 minutes (spec 2 §2) only when
 * that change is somebody else's. Kept for the tab's session; a storage that refuses keeps nothing,
 * and the question is then asked.
 */
const KEY = 'backoffice.campaign-own.';

export function markCreatedHere(cid: string): void {
  write(cid, 'created');
}

export function markSavedHere(cid: string, modified: number): void {
  write(cid, String(modified));
}

export function isOwnChange(cid: string, modified: number): boolean {
  const mark = read(cid);
  return mark === 'created' || mark === String(modified);
}

function read(cid: string): string | null {
  try {
    return sessionStorage.getItem(KEY + cid);
  } catch {
    return null;
  }
}

function write(cid: string, value: string): void {
  try {
    sessionStorage.setItem(KEY + cid, value);
  } catch {
    // Not kept: the question is asked.
  }
}
