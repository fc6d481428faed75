/** Splits a translated text around `{name}` placeholders, so they can be replaced by elements. */
export function splitPlaceholders(translate: (vars: Record<string, string>) => string, names: string[]): Array<string | { name: string }> {
  const mark = '\u0000';
  const text = translate(Object.fromEntries(names.map((n) => [n, `${mark}${n}${mark}`])));
  return text
    .split(mark)
    .map((part, i) => (i % 2 === 1 && names.includes(part) ? { name: part } : part))
    .filter((part) => part !== '');
}
