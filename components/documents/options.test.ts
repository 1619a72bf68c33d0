import { describe, expect, it } from 'vitest';
import { ProjectStatus } from '@/lib/projects/constants';
import { isZeroStock, projectChoices } from './options';

describe('the project select of the document forms (§5)', () => {
  const projects = [
    { id: 1, name: 'Aktivni', projectStatusId: ProjectStatus.Active },
    { id: 2, name: 'Neaktivni', projectStatusId: ProjectStatus.Inactive },
    { id: 3, name: 'Završeni', projectStatusId: ProjectStatus.Completed },
  ];
  it('lists only active projects', () => {
    expect(projectChoices(projects, null)).toEqual([{ value: '1', label: 'Aktivni' }]);
  });
  it('plus the chosen one', () => {
    expect(projectChoices(projects, 3).map((c) => c.value)).toEqual(['1', '3']);
  });
});

describe('warehouse items without stock are disabled (§5)', () => {
  it('reads the decimal text, not a float', () => {
    expect(isZeroStock('0')).toBe(true);
    expect(isZeroStock('0.000000')).toBe(true);
    expect(isZeroStock('0.000001')).toBe(false);
    expect(isZeroStock('10.5')).toBe(false);
  });
});
