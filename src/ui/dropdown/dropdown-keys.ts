/** Where a navigation key moves the active option of a list of `count`, or null if it is not one. */
export function moveActive(key: string, active: number, count: number): number | null {
  const last = Math.max(0, count - 1);
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, active + 1);
    case 'ArrowUp':
      return Math.max(0, active - 1);
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return last;
    default:
      return null;
  }
}
