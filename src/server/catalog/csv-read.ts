/**
 * A CSV reader after RFC 4180: comma-separated fields, fields in double quotes may hold commas,
 * line breaks and doubled quotes; records end with CRLF or LF. A leading byte-order mark is
 * skipped. Blank lines are dropped.
 */

export interface CsvRecord {
  /** The record's number in the file (1 for the first, usually the header). */
  row: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`unterminated quoted field in record ${row}`);
  }
}

export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let row = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ row, cells });
    row++;
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      // Copy a run of plain characters at once: large files are mostly these.
      const next = text.indexOf('"', i);
      if (next < 0) throw new CsvSyntaxError(row);
      cell += text.slice(i, next);
      i = next;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      i++;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 2;
    } else if (c === '\n' || c === '\r') {
      endRecord();
      i++;
    } else {
      let end = i + 1;
      while (end < text.length && !',\r\n"'.includes(text[end])) end++;
      cell += text.slice(i, end);
      i = end;
    }
  }
  if (quoted) throw new CsvSyntaxError(row);
  if (cell !== '' || cells.length) endRecord();
  return records;
}
