/** Keyboard movement in a popup list (search suggestions): arrows move and wrap, -1 is "none". */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return active;
}
