import { describe, expect, it } from 'vitest';
import { countOf, isIn, optionsWithSelected, toggleIn } from './filter-options';

describe('search filter options', () => {
  it('toggles list values whatever their case', () => {
    expect(toggleIn(['Pune'], 'Mumbai')).toEqual(['Pune', 'Mumbai']);
    expect(toggleIn(['Pune', 'Mumbai'], 'pune')).toEqual(['Mumbai']);
    expect(isIn(['Pune'], 'PUNE')).toBe(true);
  });

  it('keeps a selected value the counts do not list, after the counted ones', () => {
    const counted = [
      { value: 'fintech', label: 'Fintech', count: 4 },
      { value: 'Pune', count: 2 },
    ];
    expect(optionsWithSelected(counted, ['pune', 'Kochi'])).toEqual([
      { value: 'fintech', label: 'Fintech', count: 4 },
      { value: 'Pune', label: undefined, count: 2 },
      { value: 'Kochi' },
    ]);
    expect(optionsWithSelected(undefined, [])).toEqual([]);
  });

  it('reads the count of one choice, and none while the counts are loading', () => {
    expect(countOf([{ value: 'online', count: 7 }], 'online')).toBe(7);
    expect(countOf([{ value: 'online', count: 7 }], 'offline')).toBeUndefined();
    expect(countOf(undefined, 'online')).toBeUndefined();
  });
});
