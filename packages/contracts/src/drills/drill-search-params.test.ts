import { describe, expect, it } from 'vitest';
import {
  activeDrillFilterCount,
  clearDrillFilters,
  drillFiltersToParams,
  EMPTY_DRILL_FILTERS,
  isDrillListingVariation,
  parseDrillFilters,
  toDrillSearchQuery,
  updateDrillFilters,
} from './drill-search-params.ts';
import { DrillSearchQuerySchema } from './drill-search.schema.ts';

describe('drill filters in the address', () => {
  it('reads every filter and writes the same address back', () => {
    const search = new URLSearchParams(
      'q=fintech&status=live,upcoming&nature=online&domain=AI%2FML&industry=Banking&location=Pune,Bengaluru&prize=100000&team=team&fee=free&audience=students&sort=prize&page=3',
    );
    const filters = parseDrillFilters(search);
    expect(filters).toEqual({
      q: 'fintech',
      status: ['live', 'upcoming'],
      nature: ['online'],
      domain: ['AI/ML'],
      industry: ['Banking'],
      location: ['Pune', 'Bengaluru'],
      prize: 100000,
      team: 'team',
      fee: 'free',
      audience: 'students',
      sort: 'prize',
      page: 3,
    });
    expect(parseDrillFilters(drillFiltersToParams(filters))).toEqual(filters);
  });

  it('drops what a stale or hand-edited link gets wrong instead of failing', () => {
    const filters = parseDrillFilters(
      new URLSearchParams('status=live,someday&nature=space&prize=-5&team=duo&fee=cheap&sort=random&page=0'),
    );
    expect(filters).toEqual({ ...EMPTY_DRILL_FILTERS, status: ['live'] });
  });

  it('leaves defaults out of the address and keeps parameters it does not own', () => {
    const keep = new URLSearchParams('returnUrl=%2Fdrills&page=4');
    expect(drillFiltersToParams(EMPTY_DRILL_FILTERS, keep).toString()).toBe('returnUrl=%2Fdrills');
  });

  it('asks drills/search a question the API accepts, for the page program type', () => {
    const filters = parseDrillFilters(new URLSearchParams('status=ended&team=individual&page=2'));
    const query = toDrillSearchQuery(filters, 'open-innovation');
    const parsed = DrillSearchQuerySchema.parse(query);
    expect(parsed).toMatchObject({ status: ['ended'], team: 'individual', programType: 'open-innovation', page: 2 });
  });

  it('goes back to page 1 on any change but paging, and counts and clears the filters', () => {
    const f = { ...EMPTY_DRILL_FILTERS, q: 'ai', status: ['live' as const], fee: 'paid' as const, page: 4 };
    expect(updateDrillFilters(f, { nature: ['online'] }).page).toBe(1);
    expect(updateDrillFilters(f, { page: 5 }).page).toBe(5);
    expect(activeDrillFilterCount(f)).toBe(2);
    expect(clearDrillFilters(f)).toEqual({ ...EMPTY_DRILL_FILTERS, q: 'ai' });
    expect(isDrillListingVariation({ ...EMPTY_DRILL_FILTERS, q: 'ai' })).toBe(false);
    expect(isDrillListingVariation(f)).toBe(true);
  });
});

describe('drills/search query', () => {
  it('refuses unknown values with the allowed ones named', () => {
    const r = DrillSearchQuerySchema.safeParse({ status: 'soon', sort: 'cheapest', limit: '500' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      'status.0': 'status must be one of: live, upcoming, ended',
      sort: 'sort must be one of: registration-deadline, prize, newest, most-registered',
      limit: 'limit must be at most 48',
    });
  });

  it('treats blank parameters as unset and pages from 1', () => {
    expect(DrillSearchQuerySchema.parse({ prize: '', team: '', page: '' })).toEqual({
      sort: 'registration-deadline',
      page: 1,
      limit: 12,
    });
  });
});
