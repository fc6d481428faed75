/**
 * The part of the storefront's stylesheet a rendered page needs: every rule whose selector names
 * no class (the reset and element rules, of the elements the page has; keyframes; the custom
 * properties the kept rules name) and every rule whose selector's first class is on an element
 * of the page. Tailwind's rules are keyed by their own
 * class (`.md\:grid-cols-3`, `.group-hover\:scale-105:is(:where(.group):hover *)`), so a page
 * gets exactly its utilities and their variants, in the stylesheet's order, inside their
 * `@layer`, `@media` and `@supports` blocks. The whole stylesheet follows as a file the page does
 * not wait for (entry-client.tsx enables it), for what the scripts render later.
 */

type Node =
  | { kind: 'rule'; keys: Array<string | null>; text: string }
  | { kind: 'group'; prelude: string; children: Node[] }
  | { kind: 'keep'; text: string }
  /** A rule that only sets custom properties (the theme's `:root`, Tailwind's defaults for `--tw-*`). */
  | { kind: 'vars'; selector: string; decls: Array<{ name: string; text: string }> }
  /** `@property --name {…}`. */
  | { kind: 'property'; name: string; text: string };

/** The index just past the block opened at `open` (a `{`), skipping quoted strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      i = close < 0 ? css.length : close;
    } else if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** The selectors of a list, split at commas outside brackets and parentheses. */
function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** The first class a selector names, unescaped (`.md\:p-4` → `md:p-4`); null when it names none. */
function firstClass(selector: string): string | null {
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '[' || c === '"' || c === "'") {
      // An attribute selector or a string: its dots are not classes.
      const close = c === '[' ? ']' : c;
      while (i < selector.length && selector[i] !== close) i += selector[i] === '\\' ? 2 : 1;
    } else if (c === '.') {
      let name = '';
      for (i++; i < selector.length; i++) {
        const d = selector[i];
        if (d === '\\') {
          const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(i + 1, i + 8));
          if (hex) {
            name += String.fromCodePoint(parseInt(hex[0], 16));
            i += hex[0].length;
          } else name += selector[++i];
        } else if (/[\w-]/.test(d) || d.charCodeAt(0) > 127) name += d;
        else break;
      }
      return name;
    }
  }
  return null;
}

/**
 * What a selector needs on the page to match anything: its first class, else the element it
 * starts with (`<code` for `code,kbd…`, `<abbr` for `abbr:where([title])`), else nothing (null).
 */
function keyOf(selector: string): string | null {
  const cls = firstClass(selector);
  if (cls !== null) return cls;
  const tag = /^\s*([a-zA-Z][\w-]*)/.exec(selector)?.[1];
  return tag ? `<${tag.toLowerCase()}` : null;
}

/** The declarations of a rule body, split at semicolons outside strings and parentheses. */
function declarations(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === '"' || c === "'") {
      const close = body.indexOf(c, i + 1);
      i = close < 0 ? body.length : close;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if ((c === ';' && depth === 0) || i === body.length) {
      const text = body.slice(start, i).trim();
      start = i + 1;
      if (text) out.push(text);
    }
  }
  return out;
}

/** The declarations of a rule body when every one sets a custom property; null otherwise. */
function customProperties(body: string): Array<{ name: string; text: string }> | null {
  const decls: Array<{ name: string; text: string }> = [];
  for (const text of declarations(body)) {
    const name = /^(--[\w-]+)\s*:/.exec(text)?.[1];
    if (!name) return null;
    decls.push({ name, text });
  }
  return decls.length ? decls : null;
}

/**
 * A rule without the repeats of a declaration (the build writes some prefixed ones two and four
 * times: `-webkit-text-decoration:inherit`): the last of identical declarations is kept, which is
 * the one that applied.
 */
function withoutRepeats(selector: string, body: string): string {
  const decls = declarations(body);
  const unique = decls.filter((d, i) => decls.indexOf(d, i + 1) < 0);
  return unique.length === decls.length ? `${selector}{${body}}` : `${selector}{${unique.join(';')}}`;
}

function parse(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i])) i++;
    if (i >= css.length) break;
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (semi >= 0 && (open < 0 || semi < open)) {
      // A statement at-rule (`@layer a, b;`, `@import`, `@charset`).
      nodes.push({ kind: 'keep', text: css.slice(i, semi + 1) });
      i = semi + 1;
      continue;
    }
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    const end = blockEnd(css, open);
    if (/^@(media|supports|layer|container|scope)\b/.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parse(css.slice(open + 1, end - 1)) });
    } else if (prelude.startsWith('@property ')) {
      nodes.push({ kind: 'property', name: prelude.slice(10).trim(), text: css.slice(i, end) });
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'keep', text: css.slice(i, end) });
    } else {
      const selectors = splitSelectors(prelude);
      const decls = selectors.every((sel) => firstClass(sel) === null) ? customProperties(css.slice(open + 1, end - 1)) : null;
      nodes.push(
        decls ? { kind: 'vars', selector: prelude, decls } : { kind: 'rule', keys: selectors.map(keyOf), text: withoutRepeats(prelude, css.slice(open + 1, end - 1)) },
      );
    }
    i = end;
  }
  return nodes;
}

/** The rules for `used` classes; custom properties (`vars`, `property`) only when named in `names`. */
function pick(nodes: Node[], used: ReadonlySet<string>, names: ReadonlySet<string> | null): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'keep') out += node.text;
    else if (node.kind === 'rule') {
      if (node.keys.some((k) => k === null || used.has(k))) out += node.text;
    } else if (node.kind === 'vars') {
      if (!names) continue;
      const decls = node.decls.filter((d) => names.has(d.name));
      if (decls.length) out += `${node.selector}{${decls.map((d) => d.text).join(';')}}`;
    } else if (node.kind === 'property') {
      if (names?.has(node.name)) out += node.text;
    } else {
      const inner = pick(node.children, used, names);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

function collectVars(nodes: Node[], into: Map<string, string[]>) {
  for (const node of nodes) {
    if (node.kind === 'vars') for (const d of node.decls) into.set(d.name, [...(into.get(d.name) ?? []), d.text]);
    else if (node.kind === 'group') collectVars(node.children, into);
  }
}

const NAMES = /--[\w-]+/g;

/**
 * The custom properties the picked rules and the markup's inline styles name, and those their
 * values name in turn (`--default-font-family: var(--font-sans)`): the theme's and Tailwind's
 * defaults for the others are left out.
 */
function namesUsed(text: string, vars: ReadonlyMap<string, string[]>): Set<string> {
  const names = new Set<string>();
  const queue = [...text.matchAll(NAMES)].map((m) => m[0]);
  while (queue.length) {
    const name = queue.pop()!;
    if (names.has(name)) continue;
    names.add(name);
    for (const decl of vars.get(name) ?? []) for (const m of decl.slice(name.length).matchAll(NAMES)) queue.push(m[0]);
  }
  return names;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };

/**
 * The classes on the elements of server-rendered markup (React writes every class as
 * `class="…"`), and its elements as `<name` (with those of the document around it).
 */
export function classesOf(html: string): Set<string> {
  const used = new Set<string>(['<html', '<head', '<body']);
  for (const m of html.matchAll(/<([a-zA-Z][\w-]*)/g)) used.add(`<${m[1].toLowerCase()}`);
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = m[1].includes('&') ? m[1].replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, e: string) => ENTITIES[e]) : m[1];
    for (const name of value.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

export interface CriticalCss {
  /** The rules of the stylesheet the markup uses, in the stylesheet's order. */
  (html: string): string;
  /** Answers kept and their estimated bytes. */
  stats(): { entries: number; bytes: number };
}

function collectKeys(nodes: Node[], into: Set<string>) {
  for (const node of nodes) {
    if (node.kind === 'rule') for (const key of node.keys) if (key !== null) into.add(key);
    if (node.kind === 'group') collectKeys(node.children, into);
  }
}

/** `[A-Za-z]`. */
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** `[\w-]`: what a tag name is made of. */
const isNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 95 || c === 45;

/** Bound of the remembered class attributes (the shop's components write a few hundred distinct ones). */
const MAX_CLASS_VALUES = 10_000;

/**
 * A picker over one stylesheet. Pages of a kind use the same classes, so the answer is kept per
 * set of classes (a few dozen sets in a shop), at most `maxEntries` sets and `maxBytes` of keys
 * and answers (as UTF-16), least recently used out first.
 *
 * Only what the stylesheet keys its rules by can change the answer, so a page is read as one bit
 * per such key (its classes and elements): the bits are the answer's key, found in one pass over
 * the markup, and each distinct class attribute is split into its keys once.
 */
export function criticalCss(css: string, bounds: { maxEntries: number; maxBytes: number } = { maxEntries: 500, maxBytes: 4 * 2 ** 20 }): CriticalCss {
  const tree = parse(css);
  const vars = new Map<string, string[]>();
  collectVars(tree, vars);
  const keySet = new Set<string>(['<html', '<head', '<body']);
  collectKeys(tree, keySet);
  const keys = [...keySet];
  const indexOf = new Map(keys.map((key, i) => [key, i]));
  const words = Math.ceil(keys.length / 16);
  /** A class attribute's value → the indexes of the keys it names. */
  const classValues = new Map<string, number[]>();

  function classIndexes(value: string): number[] {
    let found = classValues.get(value);
    if (found) return found;
    found = [];
    const decoded = value.includes('&') ? value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, e: string) => ENTITIES[e]) : value;
    for (const name of decoded.split(/\s+/)) {
      const i = name ? indexOf.get(name) : undefined;
      if (i !== undefined) found.push(i);
    }
    if (classValues.size >= MAX_CLASS_VALUES) classValues.clear();
    classValues.set(value, found);
    return found;
  }

  /** A tag name as written → the index of its key (`<div`), or -1 when the stylesheet has no rule for it. */
  const tagIndexes = new Map<string, number>();
  function tagIndex(name: string): number {
    let i = tagIndexes.get(name);
    if (i === undefined) {
      i = indexOf.get(`<${name.toLowerCase()}`) ?? -1;
      if (tagIndexes.size >= MAX_CLASS_VALUES) tagIndexes.clear();
      tagIndexes.set(name, i);
    }
    return i;
  }

  /** The keys the markup uses, as bits, and the custom properties its inline styles name. */
  function fingerprint(html: string): { bits: Uint16Array; styles: string } {
    const bits = new Uint16Array(words);
    const set = (i: number) => (bits[i >> 4] |= 1 << (i & 15));
    for (const key of ['<html', '<head', '<body']) set(indexOf.get(key)!);
    let styles = '';
    // The next class and style attributes ahead, found once each: one pass over the markup in all.
    let nextClass = html.indexOf(' class="');
    let nextStyle = html.indexOf(' style="');
    let at = html.indexOf('<');
    while (at >= 0) {
      let end = at + 1;
      for (let c = html.charCodeAt(end); isNameChar(c); c = html.charCodeAt(++end));
      if (end === at + 1 || !isLetter(html.charCodeAt(at + 1))) {
        at = html.indexOf('<', end);
        continue;
      }
      const tag = tagIndex(html.slice(at + 1, end));
      if (tag >= 0) set(tag);
      const close = html.indexOf('>', end);
      const stop = close < 0 ? html.length : close;
      while (nextClass >= 0 && nextClass < end) nextClass = html.indexOf(' class="', nextClass + 1);
      if (nextClass >= 0 && nextClass < stop) {
        for (const i of classIndexes(html.slice(nextClass + 8, html.indexOf('"', nextClass + 8)))) set(i);
        nextClass = html.indexOf(' class="', nextClass + 8);
      }
      while (nextStyle >= 0 && nextStyle < end) nextStyle = html.indexOf(' style="', nextStyle + 1);
      if (nextStyle >= 0 && nextStyle < stop) {
        styles += `${html.slice(nextStyle + 8, html.indexOf('"', nextStyle + 8))};`;
        nextStyle = html.indexOf(' style="', nextStyle + 8);
      }
      at = close < 0 ? -1 : html.indexOf('<', close);
    }
    return { bits, styles };
  }

  const known = new Map<string, string>();
  let bytes = 0;
  const sizeOf = (key: string, picked: string) => 2 * (key.length + picked.length) + 64;
  const pickFor = (html: string) => {
    const { bits, styles } = fingerprint(html);
    let key = String.fromCharCode(...bits);
    if (styles) key += `\n${[...new Set(styles.match(NAMES))].sort().join(' ')}`;
    let picked = known.get(key);
    if (picked !== undefined) {
      known.delete(key);
      known.set(key, picked);
      return picked;
    }
    const used = new Set(keys.filter((_, i) => bits[i >> 4]! & (1 << (i & 15))));
    const rules = pick(tree, used, null);
    picked = pick(tree, used, namesUsed(`${rules};${styles}`, vars));
    const size = sizeOf(key, picked);
    if (size > bounds.maxBytes) return picked;
    known.set(key, picked);
    bytes += size;
    for (const [oldKey, oldPicked] of known) {
      if (known.size <= bounds.maxEntries && bytes <= bounds.maxBytes) break;
      known.delete(oldKey);
      bytes -= sizeOf(oldKey, oldPicked);
    }
    return picked;
  };
  return Object.assign(pickFor, { stats: () => ({ entries: known.size, bytes }) });
}
