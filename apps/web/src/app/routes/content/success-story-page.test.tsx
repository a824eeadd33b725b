import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { AppProviders } from '@/app/providers';
import { forgetImpressions } from '@/features/content/api/record-impression';
import { buildCaseStudy, buildCaseStudyCard } from '@/features/content/testing/content-builders';
import { createQueryClient } from '@/lib/query-client';
import { failWith, ok } from '@/testing/api-double';
import { callsTo, mockApi } from '@/testing/render';
import { SuccessStoryPage } from './success-story-page';
import { successStoryPage } from './stories.server';

const story = buildCaseStudy();
const other = buildCaseStudyCard({ caseStudyId: 32, custUrl: 'team-chai-coders', title: 'Team Chai Coders win big' });
const missing = failWith(404, 'WUE-4040', ContentMessages.caseStudyNotFound);

const api = () =>
  mockApi({
    'GET /api/casestudy': ({ url }) => {
      const custUrl = url.searchParams.get('custUrl');
      if (custUrl === null) return ok({ data: [story, other], totalRecordCount: 2 });
      return custUrl === story.custUrl ? ok(story) : missing;
    },
    'POST /api/stats/impressions': ok({ entityType: 'casestudy', entityId: story.caseStudyId, count: 8 }),
  });

const renderAt = (path: string) =>
  render(
    <AppProviders>
      <RouterProvider
        router={createMemoryRouter([{ path: '/success-story/:custUrl', element: <SuccessStoryPage /> }], {
          initialEntries: [path],
        })}
      />
    </AppProviders>,
  );

const headFor = async (custUrl: string) => {
  const queryClient = createQueryClient();
  const ctx = {
    params: { custUrl },
    search: new URLSearchParams(),
    pathname: `/success-story/${custUrl}`,
    queryClient,
    publicUrl: 'https://elevate.example.in',
  };
  await successStoryPage.prefetch!(ctx);
  return successStoryPage.head(ctx);
};

describe('/success-story/{custUrl}', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetImpressions();
  });

  it('shows the story: title, person with a link to the company page, programme, quote, body and more stories', async () => {
    const spy = api();
    renderAt(`/success-story/${story.custUrl}`);
    expect(await screen.findByRole('heading', { level: 1, name: story.title })).toBeInTheDocument();
    expect(screen.getByText('Priya Deshmukh', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kaveri Analytics' })).toHaveAttribute(
      'href',
      '/company-page/kaveri-analytics',
    );
    expect(screen.getByText('Hackathon')).toBeInTheDocument();
    expect(screen.getByText(story.quote)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The challenge' })).toBeInTheDocument();
    const more = await screen.findByRole('region', { name: 'More stories' });
    // The story being read is not offered again.
    expect(within(more).getByRole('link', { name: /Team Chai Coders win big/ })).toHaveAttribute(
      'href',
      '/success-story/team-chai-coders',
    );
    expect(within(more).queryByText(story.title)).not.toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/casestudy').some((c) => c.query.subType === 'hackathon')).toBe(true);
    // One view is recorded in the browser.
    await waitFor(() => expect(callsTo(spy, 'POST /api/stats/impressions')).toHaveLength(1));
    expect(callsTo(spy, 'POST /api/stats/impressions')[0]!.body).toEqual({ entityType: 'casestudy', entityId: 31 });
  });

  it('says a missing story is not available, and records no view', async () => {
    const spy = api();
    renderAt('/success-story/nobody');
    expect(await screen.findByRole('heading', { name: 'This story is not available' })).toBeInTheDocument();
    expect(screen.getByText(ContentMessages.caseStudyNotFound)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/stats/impressions')).toHaveLength(0);
  });

  it('writes the head on the server: title, summary, cover, article type, Article and breadcrumb data', async () => {
    api();
    const { head, status } = await headFor(story.custUrl);
    expect(status).toBeUndefined();
    expect(head).toMatchObject({
      title: story.title,
      description: story.summary,
      image: story.coverImageUrl,
      type: 'article',
      canonicalPath: `/success-story/${story.custUrl}`,
    });
    const [article, crumbs] = head.jsonLd!;
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: story.title,
      author: { '@type': 'Person', name: 'Priya Deshmukh' },
      url: `https://elevate.example.in/success-story/${story.custUrl}`,
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('answers 404 with a noindex head for a missing story', async () => {
    api();
    const { head, status } = await headFor('nobody');
    expect(status).toBe(404);
    expect(head.robots).toBe('noindex,follow');
  });
});
