import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMentor, listOf } from '@/features/saarthi/testing/saarthi-builders';
import { ok } from '@/testing/api-double';
import { callsTo, mockApi, renderAt } from '@/testing/render';
import { SaarthiPage } from './saarthi-page';

const searchOf = (router: ReturnType<typeof renderAt>['router']) => new URLSearchParams(router.state.location.search);

describe('/saarthi', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('explains the programme with its default words while the page text is missing, and lists mentors', async () => {
    mockApi({
      'GET /api/saarthi': ok(
        listOf([buildMentor(), buildMentor({ saarthiId: 12, name: 'Vikram Rao', hasCapacity: false })]),
      ),
    });
    renderAt(<SaarthiPage />, '/saarthi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saarthi');
    expect(screen.getByRole('list', { name: 'How it works' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mentors' });
    expect(within(list).getByText('Ananya Krishnan')).toBeInTheDocument();
    expect(within(list).getByText('Full')).toBeInTheDocument();
    expect(within(list).getByText('Taking mentees')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Saarthi' })).toHaveAttribute('href', '/becomeasaarthi');
  });

  it('uses the headline and intro admins wrote for the page', async () => {
    mockApi({
      'GET /api/common': ok({
        key: 'saarthi',
        title: 'Saarthi',
        headline: 'Learn from people a few steps ahead',
        intro: 'Mentoring written by admins.',
        sections: [{ heading: 'Who mentors', bodyHtml: '<p>Engineers and designers.</p>' }],
        updatedAt: null,
      }),
      'GET /api/saarthi': ok(listOf([])),
    });
    renderAt(<SaarthiPage />, '/saarthi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learn from people a few steps ahead' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Engineers and designers.')).toBeInTheDocument();
  });

  it('reads the filters from the address and asks the directory for them', async () => {
    const spy = mockApi({ 'GET /api/saarthi': ok(listOf([buildMentor()])) });
    renderAt(<SaarthiPage />, '/saarthi?domain=Cybersecurity&years=5&language=Hindi&available=true&page=2&domain=bad');
    await screen.findByRole('list', { name: 'Mentors' });
    expect(callsTo(spy, 'GET /api/saarthi')[0]?.query).toEqual({
      domain: 'Cybersecurity',
      minYears: '5',
      language: 'Hindi',
      available: 'true',
      limit: '12',
      offset: '12',
    });
  });

  it('puts a chosen filter and the keyword in the address and asks again from page one', async () => {
    const spy = mockApi({ 'GET /api/saarthi': ok(listOf([buildMentor()])) });
    const { router } = renderAt(<SaarthiPage />, '/saarthi?page=3');
    await screen.findByRole('list', { name: 'Mentors' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marathi' }));
    await waitFor(() => expect(searchOf(router).get('language')).toBe('Marathi'));
    expect(searchOf(router).get('page')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search mentors' }), 'fintech{Enter}');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('fintech'));
    await userEvent.click(screen.getByRole('switch', { name: 'Available now' }));
    await waitFor(() => expect(searchOf(router).get('available')).toBe('true'));
    await waitFor(() =>
      expect(callsTo(spy, 'GET /api/saarthi').at(-1)?.query).toMatchObject({
        q: 'fintech',
        language: 'Marathi',
        available: 'true',
        offset: '0',
      }),
    );
  });

  it('says when no mentor matches and clears the filters', async () => {
    mockApi({ 'GET /api/saarthi': ok(listOf([])) });
    const { router } = renderAt(<SaarthiPage />, '/saarthi?domain=Cybersecurity');
    expect(await screen.findByText('No mentors match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(searchOf(router).get('domain')).toBeNull());
  });
});
