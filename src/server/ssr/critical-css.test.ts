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
    expect([...classesOf('<div class="flex  mt-1"><p class="[&amp;::-webkit-details-marker]:hidden">x</p><b data-class="no">')]).toEqual([
      'flex',
      'mt-1',
      '[&::-webkit-details-marker]:hidden',
    ]);
  });

  it('keeps the rules without classes and the rules of the classes the markup uses, in order and in their blocks', () => {
    const pick = criticalCss(SHEET);
    const css = pick('<div class="flex top-1.5 group-hover:scale-105 [&amp;::-webkit-details-marker]:hidden b md:grid-cols-3 stars">');
    expect(css).toBe(
      [
        '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}',
        '@layer theme{:root,:host{--spacing:.25rem}}',
        '@layer base{*,:after{box-sizing:border-box}[hidden]:where(:not([hidden=until-found])){display:none!important}}',
        '@layer utilities{.flex{display:flex}.top-1\\.5{top:calc(var(--spacing) * 1.5)}',
        '.group-hover\\:scale-105:is(:where(.group):hover *){scale:1.05}',
        '.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}',
        '.a,.b{color:red}',
        '.stars{mask:url("data:image/svg+xml,%3Csvg .x{}%3E")}',
        '@media (width>=48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}}}',
        '@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  it('drops blocks left empty', () => {
    const css = criticalCss(SHEET)('<p class="grid">');
    expect(css).toContain('.grid{display:grid}');
    expect(css).not.toContain('@media');
    expect(css).not.toContain('.flex');
  });
});
