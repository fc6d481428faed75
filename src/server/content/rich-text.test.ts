import { describe, expect, it } from 'vitest';
import { sanitizeRichText, sanitizeSections } from './rich-text.ts';

describe('rich text', () => {
  it('keeps formatting and removes what could run script', () => {
    expect(sanitizeRichText('<p>Hi <strong>there</strong></p>')).toBe('<p>Hi <strong>there</strong></p>');
    expect(sanitizeRichText('<p onclick="x()">a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="http://evil.example/x.png">')).toBe('<img loading="lazy" />');
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeRichText('<iframe src="https://a.example"></iframe><style>*{}</style>ok')).toBe('ok');
  });

  it('sanitises every language of a rich-text section', () => {
    const [section] = sanitizeSections([{ type: 'rich-text', settings: { html: { en: '<p>x<script>1</script></p>', zh: '<b onmouseover="y">粗</b>' } } }]);
    expect(section.settings.html).toEqual({ en: '<p>x</p>', zh: '<b>粗</b>' });
  });
});
