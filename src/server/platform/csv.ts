/** CSV for the console's exports. */

/** A cell: quoted when it needs to be, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the rows, CRLF-separated, with a byte-order mark so spreadsheets read UTF-8. */
export function csvDocument(header: string[], rows: Array<Array<string | number>>): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
