import { describe, expect, it } from 'vitest';
import { queryWithShowMode, showModeOf } from './show-mode';

describe('show mode in the URL', () => {
  it('reads ?prikaz=podaci as "only items with data", anything else as all', () => {
    expect(showModeOf('podaci')).toBe('data');
    expect(showModeOf(null)).toBe('all');
    expect(showModeOf('sve')).toBe('all');
  });

  it('writes the mode and keeps the other parameters', () => {
    expect(queryWithShowMode('', 'data')).toBe('?prikaz=podaci');
    expect(queryWithShowMode('?prikaz=podaci', 'all')).toBe('');
    expect(queryWithShowMode(new URLSearchParams('a=1&prikaz=podaci'), 'all')).toBe('?a=1');
    expect(queryWithShowMode('a=1', 'data')).toBe('?a=1&prikaz=podaci');
  });
});
