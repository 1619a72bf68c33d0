import { describe, expect, it } from 'vitest';
import { FIXTURE_ITEMS } from '@/tests/fixtures/project-items';
import type { ProjectItemNode } from '@/lib/project-items/types';
import { filterTreeByPercent, matchesPercentFilter, parsePercentFilter, percentBand, percentColor } from './percent';

const ids = (nodes: ProjectItemNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.id, ids(n.children)] : n.id));

describe('percent bands at the exact boundaries', () => {
  it.each([
    ['0', 'zero'],
    ['0.000000', 'zero'],
    ['-0.5', 'zero'],
    ['', 'zero'],
    ['0.000001', 'partial'],
    ['0.00001', 'partial'],
    ['0.5', 'partial'],
    ['0.99999', 'partial'],
    ['0.999999', 'partial'],
    ['1', 'complete'],
    ['1.000000', 'complete'],
    ['1.000001', 'over'],
    ['1.2', 'over'],
    ['2.000000', 'over'],
    ['12', 'over'],
  ])('%s is %s', (ratio, band) => {
    expect(percentBand(ratio)).toBe(band);
    expect(matchesPercentFilter(ratio, band as never)).toBe(true);
  });

  it('colours red at 0, blue between 0 and 1, green at 1 and above', () => {
    expect(percentColor('0.000000')).toBe('red');
    expect(percentColor('0.000001')).toBe('blue');
    expect(percentColor('0.999999')).toBe('blue');
    expect(percentColor('1.000000')).toBe('green');
    expect(percentColor('1.5')).toBe('green');
    expect(percentColor(null)).toBe('red');
  });
});

describe('filterTreeByPercent', () => {
  it('keeps everything without a filter', () => {
    expect(filterTreeByPercent(FIXTURE_ITEMS, null)).toBe(FIXTURE_ITEMS);
  });

  it('0 %: items at zero with their ancestor groups; groups without matches go', () => {
    expect(ids(filterTreeByPercent(FIXTURE_ITEMS, 'zero'))).toEqual([[1, [3]]]);
  });

  it('more than 0 up to 99.999 %', () => {
    expect(ids(filterTreeByPercent(FIXTURE_ITEMS, 'partial'))).toEqual([[1, [2]], 9]);
  });

  it('exactly 100 % keeps the deep item with its two ancestors', () => {
    const tree = filterTreeByPercent(FIXTURE_ITEMS, 'complete');
    expect(ids(tree)).toEqual([[1, [[4, [5]]]]]);
    // Ordinals stay those of the full list.
    expect(tree[0].children[0].children[0].ordinalDisplay).toBe('1.3.1');
  });

  it('over 100 %, and an untouched group keeps its identity', () => {
    const tree = filterTreeByPercent(FIXTURE_ITEMS, 'over');
    expect(ids(tree)).toEqual([[6, [7]]]);
    expect(tree[0]).toBe(FIXTURE_ITEMS[1]);
  });

  it('judges items, not the rolled-up percent of their groups', () => {
    // Group 1 is at 37.5 % but holds a 0 % item and a 100 % item.
    expect(ids(filterTreeByPercent(FIXTURE_ITEMS, 'zero'))[0]).toEqual([1, [3]]);
  });
});

describe('parsePercentFilter', () => {
  it('accepts the four ranges only', () => {
    expect(parsePercentFilter('partial')).toBe('partial');
    expect(parsePercentFilter(['over', 'zero'])).toBe('over');
    expect(parsePercentFilter('everything')).toBeNull();
    expect(parsePercentFilter(undefined)).toBeNull();
  });
});
