import { describe, expect, it } from 'vitest';
import { csvDocument } from '../platform/csv.ts';
import { CsvSyntaxError, readCsv } from './csv-read.ts';

describe('readCsv', () => {
  it('reads quoted commas, quotes and line breaks, CRLF or LF, and skips the byte-order mark', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n1,,3\n\n';
    expect(readCsv(text)).toEqual([
      { row: 1, cells: ['a', 'b', 'c'] },
      { row: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
      { row: 3, cells: ['1', '', '3'] },
    ]);
  });

  it('reads back what the exports write', () => {
    const rows = [['Ünïcode 毛衣', 'a "quote"', 'comma, here', 'line\r\nbreak', 12]];
    const read = readCsv(csvDocument(['h1', 'h2', 'h3', 'h4', 'h5'], rows));
    expect(read[1].cells).toEqual(['Ünïcode 毛衣', 'a "quote"', 'comma, here', 'line\r\nbreak', '12']);
  });

  it('refuses a quoted field that never ends, naming its record', () => {
    expect(() => readCsv('a,b\n1,"open\n')).toThrow(CsvSyntaxError);
    try {
      readCsv('a,b\n1,"open\n');
    } catch (error) {
      expect((error as CsvSyntaxError).row).toBe(2);
    }
  });
});
