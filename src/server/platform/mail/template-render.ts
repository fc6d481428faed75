/**
 * Turns a merchant's template and an e-mail's values into the subject, text and HTML sent.
 * Values are text: in the HTML they are escaped (a product named `<script>` stays words), and the
 * merchant's HTML is sanitised again after filling, so neither a value nor the template can add
 * script, event handlers or javascript: links to a shopper's e-mail.
 */
import sanitizeHtml from 'sanitize-html';
import { PLACEHOLDER, requiredOf, type MailType } from '../../../shared/mail-templates.ts';

export interface TemplateText {
  subject: string;
  text: string;
  html: string;
}
export type MailVars = Record<string, string>;

const MAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
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
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'img',
    'hr',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Placeholders survive in links: `{{order.link}}` has no scheme, so it is kept as a relative URL until filled.
  disallowedTagsMode: 'discard',
};

/** The merchant's HTML as stored: only the allow-listed tags and attributes, no script or handlers. */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, MAIL_HTML);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function fill(template: string, vars: MailVars, encode: (value: string) => string = (v) => v): string {
  return template.replace(PLACEHOLDER, (_, name: string) => encode(vars[name] ?? ''));
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The HTML part of a text-only template: paragraphs and line breaks as written, links clickable. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

export function renderTemplate(template: TemplateText, vars: MailVars): TemplateText {
  const subject = fill(template.subject, vars).replace(/\s+/g, ' ').trim().slice(0, 250);
  const text = fill(template.text, vars).replace(/\s+$/, '');
  const html = template.html.trim() ? sanitizeMailHtml(fill(template.html, vars, (value) => escapeHtml(value).replace(/\n/g, '<br>'))) : textToHtml(text);
  return { subject, text, html };
}

/** Whether a rendered e-mail still carries every required value (the code, the link) in its text and HTML. */
export function keepsRequired(type: MailType, rendered: TemplateText, vars: MailVars): boolean {
  return requiredOf(type).every((name) => {
    const value = vars[name] ?? '';
    return value !== '' && rendered.text.includes(value) && rendered.html.includes(escapeHtml(value));
  });
}
