import { describe, expect, it } from 'vitest';
import { catalogueLangs } from '../../../shared/i18n/i18n.ts';
import { checkTemplate, MAIL_TEMPLATE_LANGS } from '../../../shared/mail-templates.ts';
import { keepsRequired, renderTemplate, textToHtml } from './template-render.ts';

describe('checking a template', () => {
  it('is written in the languages the shop has catalogues for', () => {
    expect([...MAIL_TEMPLATE_LANGS]).toEqual([...catalogueLangs]);
  });

  it('accepts the placeholders of its type, with or without spaces inside the braces', () => {
    expect(checkTemplate('order.shipped', { subject: '{{ order.number }}', text: '{{order.courier}} {{order.tracking}}', html: '' })).toBeNull();
  });

  it('names the field of an unknown placeholder, and of braces that do not close', () => {
    expect(checkTemplate('order.paid', { subject: 'x', text: 'Hi {{customer.password}}', html: '' })).toEqual({
      field: 'text',
      problem: 'unknown',
      placeholder: '{{customer.password}}',
    });
    expect(checkTemplate('order.paid', { subject: 'Order {{order.number', text: 'x', html: '' })).toMatchObject({ field: 'subject', problem: 'unknown' });
    expect(checkTemplate('order.paid', { subject: 'x', text: 'x', html: '<p>{{reset.link}}</p>' })).toMatchObject({ field: 'html', problem: 'unknown' });
  });

  it('refuses a security e-mail without its code or link, in the text and in an HTML part', () => {
    expect(checkTemplate('account.loginCode', { subject: '{{code.value}}', text: 'Your code', html: '' })).toEqual({
      field: 'text',
      problem: 'missing',
      placeholder: '{{code.value}}',
    });
    expect(checkTemplate('account.passwordReset', { subject: 'x', text: '{{reset.link}}', html: '<p>Call us</p>' })).toMatchObject({ field: 'html', problem: 'missing' });
    expect(checkTemplate('account.passwordReset', { subject: 'x', text: '{{reset.link}}', html: '' })).toBeNull();
  });
});

describe('rendering a template', () => {
  const vars = { 'product.name': '<img src=x onerror=alert(1)> & "Tea"', 'product.link': 'https://shop.test/p/tea' };

  it('fills the subject and text as written, and escapes the values in the HTML', () => {
    const mail = renderTemplate({ subject: '{{product.name}}\nis back', text: '{{product.name}}: {{product.link}}\n\n', html: '<p>{{product.name}}</p>' }, vars);
    expect(mail.subject).toBe('<img src=x onerror=alert(1)> & "Tea" is back');
    expect(mail.text).toBe('<img src=x onerror=alert(1)> & "Tea": https://shop.test/p/tea');
    expect(mail.html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; "Tea"</p>');
  });

  it("removes script, event handlers and javascript: links from the merchant's HTML", () => {
    const mail = renderTemplate(
      { subject: 's', text: 't', html: '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">a</a><a href="{{product.link}}">b</a>' },
      vars,
    );
    expect(mail.html).toBe('<p>Hi</p><a>a</a><a href="https://shop.test/p/tea">b</a>');
  });

  it('makes the HTML of a text-only template: paragraphs, line breaks and clickable links, escaped', () => {
    expect(textToHtml('Hello <you>,\nsee https://shop.test/a?b=1&c=2\n\nBye')).toBe(
      '<p>Hello &lt;you&gt;,<br>see <a href="https://shop.test/a?b=1&amp;c=2">https://shop.test/a?b=1&amp;c=2</a></p>\n<p>Bye</p>',
    );
  });

  it('tells whether a rendered e-mail still carries its required values', () => {
    const link = 'https://shop.test/auth/reset-password?token=a&b';
    const vars = { 'reset.link': link };
    const kept = renderTemplate({ subject: 's', text: 'Open {{reset.link}}', html: '<a href="{{reset.link}}">here</a>' }, vars);
    expect(keepsRequired('account.passwordReset', kept, vars)).toBe(true);
    const lost = renderTemplate({ subject: 's', text: 'Call us', html: '' }, vars);
    expect(keepsRequired('account.passwordReset', lost, vars)).toBe(false);
  });
});
