import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterChips,
  activeFilterCount,
  clearFilters,
  experienceChoice,
  experienceRangeOf,
  hasActiveFilters,
  jobFiltersToParams,
  parseJobFilters,
  salaryChoice,
  toSearchQuery,
  updateFilters,
} from './search-params';

const parse = (qs: string) => parseJobFilters(new URLSearchParams(qs));

describe('jobs page address', () => {
  it('reads the keyword, lists, ranges, sort and page', () => {
    expect(
      parse(
        'q=react&location=Pune,Remote&jobType=Full-Time,Paid%20Internship&skills=React&company=Kaveri&minExp=1&maxExp=2&minSalary=600000&sort=salary&page=3',
      ),
    ).toEqual({
      q: 'react',
      location: ['Pune', 'Remote'],
      jobType: ['Full-Time', 'Paid Internship'],
      skills: ['React'],
      company: ['Kaveri'],
      minExp: 1,
      maxExp: 2,
      minSalary: 600000,
      sort: 'salary',
      page: 3,
    });
  });

  it('reads nothing as the defaults', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('drops values a hand-edited link got wrong instead of failing', () => {
    const f = parse('jobType=Contract,Part-Time&minExp=abc&maxSalary=-5&sort=cheapest&page=0');
    expect(f.jobType).toEqual(['Part-Time']);
    expect(f.minExp).toBeUndefined();
    expect(f.maxSalary).toBeUndefined();
    expect(f.sort).toBe('relevance');
    expect(f.page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('minExp=5&maxExp=2')).toMatchObject({ minExp: 2, maxExp: 5 });
  });

  it('reads repeated parameters and drops repeats', () => {
    expect(parse('location=Pune&location=pune,Mumbai').location).toEqual(['Pune', 'Mumbai']);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(jobFiltersToParams(EMPTY_FILTERS).toString()).toBe('');
    const f = { ...EMPTY_FILTERS, q: ' java ', location: ['Pune', 'Kochi'], minExp: 0, maxExp: 0, page: 2 };
    const params = jobFiltersToParams(f);
    expect(params.toString()).toBe('q=java&location=Pune%2CKochi&minExp=0&maxExp=0&page=2');
    expect(parseJobFilters(params)).toEqual({ ...f, q: 'java' });
  });

  it("keeps the address's other parameters (the login dialog's)", () => {
    const keep = new URLSearchParams('type=login&returnUrl=%2Fjobs&q=old');
    const params = jobFiltersToParams({ ...EMPTY_FILTERS, q: 'new' }, keep);
    expect(params.get('q')).toBe('new');
    expect(params.get('type')).toBe('login');
    expect(params.get('returnUrl')).toBe('/jobs');
  });

  it('turns the filters into the jobs/search query with paging', () => {
    const f = { ...EMPTY_FILTERS, q: 'react', jobType: ['Full-Time' as const], page: 3 };
    expect(toSearchQuery(f, 12)).toMatchObject({ q: 'react', jobType: 'Full-Time', limit: 12, offset: 24 });
    expect(toSearchQuery(EMPTY_FILTERS)).toMatchObject({ q: undefined, location: undefined, offset: 0 });
  });

  it('goes back to page 1 on any change but a page turn', () => {
    const f = { ...EMPTY_FILTERS, page: 4 };
    expect(updateFilters(f, { location: ['Pune'] }).page).toBe(1);
    expect(updateFilters(f, { page: 5 }).page).toBe(5);
  });

  it('clears the filters but keeps the keyword and sort', () => {
    const f = { ...EMPTY_FILTERS, q: 'java', sort: 'newest' as const, skills: ['Java'], minSalary: 1, page: 3 };
    expect(hasActiveFilters(f)).toBe(true);
    expect(activeFilterCount(f)).toBe(2);
    const cleared = clearFilters(f);
    expect(cleared).toEqual({ ...EMPTY_FILTERS, q: 'java', sort: 'newest' });
    expect(hasActiveFilters(cleared)).toBe(false);
  });

  it('maps experience and salary ranges to their buckets, or to a custom range', () => {
    expect(experienceChoice({})).toBe('');
    expect(experienceChoice(experienceRangeOf('1-2'))).toBe('1-2');
    expect(experienceChoice({ minExp: 2, maxExp: 7 })).toBe('custom');
    expect(salaryChoice({ minSalary: 300000, maxSalary: 600000 })).toBe('300000-600000');
  });

  it('offers one removable chip per active filter', () => {
    const f = { ...EMPTY_FILTERS, location: ['Pune', 'Kochi'], minExp: 0, maxExp: 0, minSalary: 500000, page: 2 };
    const chips = activeFilterChips(f);
    expect(chips.map((c) => c.label)).toEqual(['Pune', 'Kochi', 'Fresher', '5 LPA+']);
    expect(chips[0]!.without).toMatchObject({ location: ['Kochi'], page: 1 });
    expect(chips[2]!.without).toMatchObject({ minExp: undefined, maxExp: undefined });
  });
});
