import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTORS, resolveSelection, selectorOptions } from './selection';

const contractors = [
  { id: 10, name: 'Gradnja', subcontractors: [{ id: 11, name: 'Pod A' }, { id: 12, name: 'Pod B' }] },
  { id: 20, name: 'Drugi', subcontractors: [] },
];

describe('situations tab: contractor selection', () => {
  it('a contractor shows all its subcontractors; a subcontractor its contractor with only its group', () => {
    expect(resolveSelection(contractors, 10)).toMatchObject({ contractor: { id: 10 }, value: '10' });
    expect(resolveSelection(contractors, 10).subcontractors.map((s) => s.id)).toEqual([11, 12]);
    const sub = resolveSelection(contractors, 12);
    expect(sub.contractor?.id).toBe(10);
    expect(sub.subcontractors.map((s) => s.id)).toEqual([12]);
    expect(sub.value).toBe('12');
  });

  it('absent or unknown: every contractor', () => {
    expect(resolveSelection(contractors, null)).toEqual({ contractor: null, subcontractors: [], value: ALL_CONTRACTORS });
    expect(resolveSelection(contractors, 99).contractor).toBeNull();
  });

  it('options: all first, each contractor, its subcontractors indented under it', () => {
    expect(selectorOptions(contractors, 'Svi izvođači')).toEqual([
      { value: 'all', label: 'Svi izvođači', depth: 0 },
      { value: '10', label: 'Gradnja', depth: 0 },
      { value: '11', label: 'Pod A', depth: 1 },
      { value: '12', label: 'Pod B', depth: 1 },
      { value: '20', label: 'Drugi', depth: 0 },
    ]);
  });
});
