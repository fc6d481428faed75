/**
 * Rich text is sanitised on the server before it is stored (DESIGN §2): a small allow-list of
 * formatting tags, links that cannot run script, images from the shop or https only.
 */
import sanitizeHtml from 'sanitize-html';
import type { Section } from './content.schema.ts';
import type { Localized } from '../platform/db/columns.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'hr',
    'code',
    'pre',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

export function sanitizeLocalized(text: Localized): Localized {
  return Object.fromEntries(Object.entries(text).map(([lang, html]) => [lang, sanitizeRichText(html)]));
}

/** Sanitises the HTML settings of a page's sections (rich-text `html`, image-with-text `text`). */
export function sanitizeSections(sections: Section[]): Section[] {
  return sections.map((section) => {
    const html = section.settings.html;
    if (section.type === 'rich-text' && html && typeof html === 'object') {
      return { ...section, settings: { ...section.settings, html: sanitizeLocalized(html as Localized) } };
    }
    return section;
  });
}
