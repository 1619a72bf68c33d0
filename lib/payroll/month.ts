/**
 * Month navigation of the salaries / payrolls / employee expenses switcher (spec part 2 §2: the
 * previous and next buttons wrap December and January and change the year). Pure and
 * dependency-free, so the browser can import it.
 */

/** The month `delta` months away, wrapping December and January. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}
