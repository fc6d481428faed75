/** 32-bit FNV-1a of a string's UTF-16 units, unsigned: a quick hash where a collision costs little. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
