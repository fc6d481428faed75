/**
 * Reading back the PDFs the shop writes (pdfkit's output): an Info entry, the page count, the
 * text drawn in the built-in fonts, and the characters an embedded font maps (its ToUnicode map).
 */
import { inflateSync } from 'node:zlib';

const latin = (pdf: Buffer) => pdf.toString('latin1');

/** A literal string's bytes, its escapes undone; UTF-16 when it starts with the byte order mark. */
function literal(text: string): string {
  const bytes = text.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
    /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e),
  );
  const buffer = Buffer.from(bytes, 'latin1');
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return buffer.subarray(2).swap16().toString('utf16le');
  return buffer.toString('latin1');
}

/** An entry of the document's Info dictionary (`Title`), written directly or as a reference. */
export function pdfInfo(pdf: Buffer, key: string): string | null {
  const s = latin(pdf);
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(s);
  const source = ref ? s.slice(s.indexOf(`\n${ref[1]} 0 obj`)) : s.slice(s.indexOf(`/${key} `));
  const found = /\(((?:\\.|[^\\)])*)\)/s.exec(source);
  return found ? literal(found[1]) : null;
}

export function pdfPageCount(pdf: Buffer): number {
  return Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(latin(pdf))?.[1] ?? 0);
}

/** Each compressed stream, inflated. */
function streams(pdf: Buffer): string[] {
  const s = latin(pdf);
  const out: string[] = [];
  for (const m of s.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      out.push(inflateSync(pdf.subarray(start, s.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // Not deflated (an embedded font's own data): nothing to read in it.
    }
  }
  return out;
}

/** The text shown in the built-in (WinAnsi) fonts, one entry per text operation. */
export function pdfLatinText(pdf: Buffer): string[] {
  return streams(pdf).flatMap((content) =>
    [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((op) => [...op[1].matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join('')),
  );
}

/** The characters an embedded font's ToUnicode map gives its glyphs (the text drawn in it). */
export function pdfEmbeddedChars(pdf: Buffer): string {
  return streams(pdf)
    .filter((content) => content.includes('begincmap'))
    .flatMap((cmap) => [...cmap.matchAll(/<([0-9a-f]{4})>/gi)].map((hex) => String.fromCharCode(parseInt(hex[1], 16))))
    .join('');
}
