/** The documents' font: the embedded CJK font only when some text needs it, Helvetica otherwise or without the font file. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CJK_FONT_FILE, finish, openDocument, paragraph } from './pdf-layout.ts';
import { pdfEmbeddedChars, pdfInfo, pdfPageCount } from '../testing/pdf.ts';

function render(texts: string[], lang: string, cjkFontFile?: string): Promise<Buffer> {
  const page = openDocument({ title: texts[0], author: 'Shop', lang, texts, cjkFontFile });
  for (const text of texts) paragraph(page, text);
  const doc = finish(page, (n, of) => `${n}/${of}`);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

const fonts = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/BaseFont \/(\S+)/g)].map((m) => m[1]);

describe('the font of an order document', () => {
  it('is Helvetica for Latin text, accents included', async () => {
    const pdf = await render(['Invoice A1', 'Café Señor — 12,50 €'], 'fil');
    expect(fonts(pdf).every((f) => f.startsWith('Helvetica'))).toBe(true);
    expect(pdfInfo(pdf, 'Title')).toBe('Invoice A1');
    expect(pdfPageCount(pdf)).toBe(1);
  });

  // fonts-noto-cjk is a system package; without it there is nothing to embed.
  it.skipIf(!existsSync(CJK_FONT_FILE))('is the embedded Noto Sans CJK when a text is Chinese', async () => {
    const pdf = await render(['发票 A1', '紫砂茶壶'], 'zh', CJK_FONT_FILE);
    expect(fonts(pdf).some((f) => f.includes('NotoSansCJK'))).toBe(true);
    for (const c of '发票紫砂茶壶') expect(pdfEmbeddedChars(pdf)).toContain(c);
  });

  it('falls back to Helvetica when the font file is missing', async () => {
    const pdf = await render(['Invoice A1', 'Latin only'], 'en', '/nowhere/font.ttc');
    expect(fonts(pdf).every((f) => f.startsWith('Helvetica'))).toBe(true);
    const chinese = await render(['发票 A1'], 'zh', '/nowhere/font.ttc');
    expect(chinese.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
