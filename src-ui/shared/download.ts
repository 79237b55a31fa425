import { safeFileName, writeCsv, type CsvRow } from '@domain/exports';

/** Offers `content` to the user as a file named `fileName` (made safe first). */
export function downloadFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then in every browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads rows as a CSV file that spreadsheet programs open with the right columns, accents and
 * numbers: ';' separators, RFC 4180 quoting, a UTF-8 byte-order mark, decimals with a comma (the
 * decimal mark of a spreadsheet that reads ';' files), and no cell ever read as a formula.
 */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly CsvRow[]): void {
  const content = writeCsv([header, ...rows], { bom: true, decimalComma: true });
  downloadFile(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, new Blob([content], { type: 'text/csv;charset=utf-8' }));
}

/** Downloads a value as an indented JSON file. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadFile(fileName.endsWith('.json') ? fileName : `${fileName}.json`, new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
}

/**
 * Opens a file the server or the demo made: a file of the browser (blob:) downloads as `fileName` and is
 * let go a minute later; a web address opens in a new tab, with no access back to this page.
 */
export function openFileLink(link: string, fileName: string): void {
  const isBrowserFile = link.startsWith('blob:');
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.rel = 'noopener noreferrer';
  if (isBrowserFile) anchor.download = safeFileName(fileName);
  else anchor.target = '_blank';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  if (isBrowserFile) setTimeout(() => URL.revokeObjectURL(link), 60_000);
}
