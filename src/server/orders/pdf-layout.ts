/**
 * Drawing a printable order document with pdfkit: the font for its text (an embedded CJK font when
 * any text needs it, else the built-in Helvetica), a heading, blocks of labelled facts, a table
 * that breaks across pages, and page numbers.
 */
import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/** Noto Sans CJK (fonts-noto-cjk); its collection holds one face per region. */
export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FACE: Record<string, string> = { zh: 'NotoSansCJKsc-Regular', 'zh-HK': 'NotoSansCJKhk-Regular' };

/** Characters Helvetica's WinAnsi encoding draws: Latin-1 and the typographic punctuation. */
const WIN_ANSI_EXTRA = new Set('–—‘’“”•…€−');
const drawsInHelvetica = (text: string) => [...text].every((c) => c.codePointAt(0)! <= 0xff || WIN_ANSI_EXTRA.has(c));

/** Font files read once per process (the collection is large). */
const fontFiles = new Map<string, Buffer | null>();
function loadFont(file: string): Buffer | null {
  if (!fontFiles.has(file)) fontFiles.set(file, existsSync(file) ? readFileSync(file) : null);
  return fontFiles.get(file)!;
}

export interface Column {
  label: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right';
}

export interface DocumentPage {
  doc: PDFKit.PDFDocument;
  /** The font names to use: the embedded one (for regular and bold) or Helvetica's two. */
  regular: string;
  bold: string;
}

/**
 * A new A4 document whose font draws every one of `texts`; `lang` picks the CJK face (Simplified,
 * or Traditional for zh-HK). Without the font file, Helvetica (non-Latin text then cannot show).
 */
export function openDocument(opts: { title: string; author: string; lang: string; texts: string[]; cjkFontFile?: string }): DocumentPage {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    lang: opts.lang,
    info: { Title: opts.title, Author: opts.author, Creator: opts.author },
  });
  const needsCjk = opts.texts.some((text) => !drawsInHelvetica(text));
  const font = needsCjk ? loadFont(opts.cjkFontFile ?? CJK_FONT_FILE) : null;
  if (font) {
    doc.registerFont('body', font, CJK_FACE[opts.lang] ?? 'NotoSansCJKsc-Regular');
    doc.font('body');
    return { doc, regular: 'body', bold: 'body' };
  }
  doc.font('Helvetica');
  return { doc, regular: 'Helvetica', bold: 'Helvetica-Bold' };
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** The shop's name on the left, the document's name and number on the right. */
export function heading(page: DocumentPage, shopName: string, title: string) {
  const { doc } = page;
  const top = doc.page.margins.top;
  doc
    .font(page.bold)
    .fontSize(18)
    .text(shopName, doc.page.margins.left, top, { width: contentWidth(doc) / 2 });
  doc.fontSize(16).text(title, doc.page.margins.left + contentWidth(doc) / 2, top, { width: contentWidth(doc) / 2, align: 'right' });
  doc.font(page.regular).fontSize(10);
  doc.y = Math.max(doc.y, top + 40);
  doc.moveDown();
}

/** Blocks side by side, each a label (or none) and its lines (facts, an address). */
export function blocks(page: DocumentPage, items: Array<{ label: string; lines: string[] }>) {
  const { doc } = page;
  const left = doc.page.margins.left;
  const width = contentWidth(doc) / items.length;
  const top = doc.y;
  let lowest = top;
  items.forEach((item, i) => {
    const x = left + i * width;
    doc
      .font(page.bold)
      .fontSize(10)
      .text(item.label, x, top, { width: width - 10 });
    doc.font(page.regular).fontSize(10);
    for (const line of item.lines.filter(Boolean)) doc.text(line, x, doc.y, { width: width - 10 });
    lowest = Math.max(lowest, doc.y);
  });
  doc.x = left;
  doc.y = lowest;
  doc.moveDown();
}

/** A table with a header row, repeated on each new page; cells wrap. */
export function table(page: DocumentPage, columns: Column[], rows: string[][]) {
  const { doc } = page;
  const left = doc.page.margins.left;
  const total = columns.reduce((n, c) => n + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * contentWidth(doc));
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((n, w) => n + w, 0));
  const pad = 4;
  const row = (cells: string[], font: string) => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - pad * 2 }))) + pad * 2;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      if (font !== page.bold)
        row(
          columns.map((c) => c.label),
          page.bold,
        );
      doc.font(font).fontSize(9);
    }
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(cell, xs[i] + pad, y + pad, { width: widths[i] - pad * 2, align: columns[i].align ?? 'left' }));
    doc
      .moveTo(left, y + height)
      .lineTo(left + contentWidth(doc), y + height)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  row(
    columns.map((c) => c.label),
    page.bold,
  );
  for (const cells of rows) row(cells, page.regular);
  doc.font(page.regular).fontSize(10);
  doc.moveDown();
}

/** Label and amount pairs, right-aligned under the table; the last one in bold. */
export function totals(page: DocumentPage, pairs: Array<[string, string]>) {
  const { doc } = page;
  const width = contentWidth(doc);
  const x = doc.page.margins.left + width / 2;
  pairs.forEach(([label, amount], i) => {
    if (doc.y + 16 > bottom(doc)) doc.addPage();
    doc.font(i === pairs.length - 1 ? page.bold : page.regular).fontSize(10);
    const y = doc.y;
    doc.text(label, x, y, { width: width / 4 });
    doc.text(amount, x + width / 4, y, { width: width / 4, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  });
  doc.x = doc.page.margins.left;
  doc.font(page.regular).moveDown();
}

/** A paragraph across the page. */
export function paragraph(page: DocumentPage, text: string) {
  const { doc } = page;
  doc
    .font(page.regular)
    .fontSize(10)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown();
}

/** Writes "page x of y" at the foot of every page and ends the document (it then streams). */
export function finish(page: DocumentPage, pageText: (page: number, pages: number) => string): PDFKit.PDFDocument {
  const { doc } = page;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    // Writing inside the bottom margin must not open a page.
    doc.page.margins.bottom = 0;
    doc
      .font(page.regular)
      .fontSize(8)
      .text(pageText(i + 1, range.count), doc.page.margins.left, doc.page.height - margin / 2, { width: contentWidth(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return doc;
}
