import { describe, expect, it } from 'vitest';
import { classesOf, criticalCss } from './critical-css.ts';

const SHEET = [
  '/*! banner */',
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}',
  '@layer theme{:root,:host{--spacing:.25rem}}',
  '@layer base{*,:after{box-sizing:border-box}[hidden]:where(:not([hidden=until-found])){display:none!important}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.mt-1{margin-top:var(--spacing)}',
  '.top-1\\.5{top:calc(var(--spacing) * 1.5)}',
  '.group-hover\\:scale-105:is(:where(.group):hover *){scale:1.05}',
  '.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}',
  '.a,.b{color:red}',
  '.stars{mask:url("data:image/svg+xml,%3Csvg .x{}%3E")}',
  '@media (width>=48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}.md\\:hidden{display:none}}}',
  '@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('the critical stylesheet of a page', () => {
  it('reads the classes of server-rendered markup, entities decoded', () => {
    const used = classesOf('<div class="flex  mt-1"><p class="[&amp;::-webkit-details-marker]:hidden">x</p><B data-class="no">');
    expect([...used].filter((c) => !c.startsWith('<'))).toEqual(['flex', 'mt-1', '[&::-webkit-details-marker]:hidden']);
    expect([...used].filter((c) => c.startsWith('<'))).toEqual(['<html', '<head', '<body', '<div', '<p', '<b']);
  });

  it('keeps the rules without classes and the rules of the classes the markup uses, in order and in their blocks', () => {
    const pick = criticalCss(SHEET);
    const css = pick('<div class="flex top-1.5 group-hover:scale-105 [&amp;::-webkit-details-marker]:hidden b md:grid-cols-3 stars">');
    expect(css).toBe(
      [
        '@layer theme{:root,:host{--spacing:.25rem}}',
        '@layer base{*,:after{box-sizing:border-box}[hidden]:where(:not([hidden=until-found])){display:none!important}}',
        '@layer utilities{.flex{display:flex}.top-1\\.5{top:calc(var(--spacing) * 1.5)}',
        '.group-hover\\:scale-105:is(:where(.group):hover *){scale:1.05}',
        '.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}',
        '.a,.b{color:red}',
        '.stars{mask:url("data:image/svg+xml,%3Csvg .x{}%3E")}',
        '@media (width>=48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  it('keeps the element rules of the elements on the page and the document around it', () => {
    const sheet =
      '@layer base{html,:host{line-height:1.5}code,kbd{font-family:mono}abbr:where([title]){text-decoration:underline}h1,h2{font-size:inherit}}body{margin:0}';
    expect(criticalCss(sheet)('<h2 class="x">')).toBe('@layer base{html,:host{line-height:1.5}h1,h2{font-size:inherit}}body{margin:0}');
  });

  it('writes a declaration repeated in a rule once', () => {
    expect(criticalCss('a{-webkit-x:1;-webkit-x:1;color:red;x:2;-webkit-x:1}')('<a>')).toBe('a{color:red;x:2;-webkit-x:1}');
  });

  it('drops blocks left empty', () => {
    const css = criticalCss(SHEET)('<p class="grid">');
    expect(css).toContain('.grid{display:grid}');
    expect(css).not.toContain('@media');
    expect(css).not.toContain('.flex');
  });

  it('keeps only the custom properties the picked rules or inline styles name, and those their values name', () => {
    const sheet = [
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0;--tw-y:0}}}',
      '@layer theme{:root,:host{--spacing:.25rem;--font:var(--base);--base:serif;--unused:1px}}',
      '@layer utilities{.scale-x{--tw-x:2;scale:var(--tw-x)}.font-x{font-family:var(--font)}.p-1{padding:var(--spacing)}}',
      '@property --tw-x{syntax:"*";inherits:false;initial-value:0}@property --tw-y{syntax:"*";inherits:false;initial-value:0}',
    ].join('');
    expect(criticalCss(sheet)('<p class="scale-x font-x">')).toBe(
      [
        '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}',
        '@layer theme{:root,:host{--font:var(--base);--base:serif}}',
        '@layer utilities{.scale-x{--tw-x:2;scale:var(--tw-x)}.font-x{font-family:var(--font)}}',
        '@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
      ].join(''),
    );
    expect(criticalCss(sheet)('<p style="margin:var(--spacing)">')).toBe('@layer theme{:root,:host{--spacing:.25rem}}');
  });

  it('keeps its answers within a count and a byte bound, the least recently used set out first', () => {
    const pick = criticalCss(SHEET, { maxEntries: 2, maxBytes: 100_000 });
    const flex = pick('<div class="flex">');
    pick('<div class="grid">');
    pick('<div class="flex">');
    pick('<div class="mt-1">');
    // The grid set went (least recently used); flex and mt-1 are kept and answer the same.
    expect(pick.stats().entries).toBe(2);
    expect(pick('<div class="flex">')).toBe(flex);
    const bytes = pick.stats().bytes;
    const small = criticalCss(SHEET, { maxEntries: 100, maxBytes: Math.ceil(bytes / 2) + 10 });
    small('<div class="flex">');
    small('<div class="mt-1">');
    expect(small.stats().entries).toBe(1);
    expect(small.stats().bytes).toBeLessThanOrEqual(Math.ceil(bytes / 2) + 10);
    // An answer larger than the whole bound is given and not kept.
    const tiny = criticalCss(SHEET, { maxEntries: 100, maxBytes: 10 });
    expect(tiny('<div class="flex">')).toBe(flex);
    expect(tiny.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('answers pages that differ only in classes the stylesheet has no rule for from one kept answer', () => {
    const pick = criticalCss(SHEET);
    const first = pick('<div class="flex product-7 js-gallery"><p>x</p></div>');
    const second = pick('<div class="js-other flex"><p class="made-up">y</p></div>');
    expect(second).toBe(first);
    expect(pick.stats().entries).toBe(1);
    expect(pick('<div class="flex grid"><p>x</p></div>')).not.toBe(first);
  });

  it('finds the classes and inline styles of elements anywhere after elements that have none', () => {
    const pick = criticalCss(SHEET);
    const page = '<main><p>a</p><b>b</b><span data-x="1" class="md:hidden">c</span><br/><i id="i" style="margin:var(--spacing)"></i><em class="grid"></em></main>';
    expect(pick(page)).toBe(criticalCss(SHEET)('<span class="md:hidden"></span><em class="grid"></em><i style="margin:var(--spacing)"></i>'));
    expect(pick(page)).toContain('.md\\:hidden{display:none}');
    expect(pick(page)).toContain('.grid{display:grid}');
    expect(pick(page)).toContain('--spacing:.25rem');
  });
});
