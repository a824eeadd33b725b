import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session';
import { cardOf } from '@/features/blogs/testing/blog-fixtures';
import { mockApiWithUploads, ok } from '@/testing/api-double';
import { renderAt, signIn } from '@/testing/render';
import { BlogsPage } from './blogs-page';

const searchOf = (router: ReturnType<typeof renderAt>['router']) => new URLSearchParams(router.state.location.search);
const list = (
  cards = [
    cardOf(),
    cardOf({
      blogId: 2,
      custUrl: 'tcs-interview',
      title: 'Cracking the TCS interview',
      author: { uid: 22, name: 'Kabir Shah', avatarUrl: null },
    }),
  ],
) => ok({ data: cards, totalRecordCount: cards.length, totalRecords: cards.length });
const tags = ok([
  { tag: 'internships', count: 4 },
  { tag: 'interviews', count: 2 },
]);

describe('/blogs', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.set(null);
  });

  it('shows each post as a card: cover, title linking to the post, summary, author linking to their posts, date, reading time and reactions', async () => {
    mockApiWithUploads({ 'GET /api/blogs': list(), 'GET /api/blogs/tags': tags });
    renderAt(<BlogsPage />, '/blogs');
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'My first internship at a Pune startup' })).closest(
      'article',
    )!;
    expect(within(card).getByRole('link', { name: /My first internship/ })).toHaveAttribute(
      'href',
      '/blogs/my-first-internship',
    );
    expect(within(card).getByText(/What I learnt in three months/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'More posts by Ananya Iyer' })).toHaveAttribute(
      'href',
      '/blogs?authorId=21',
    );
    expect(within(card).getByText('2 Nov 2026 · 4 min read · 12 reactions')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/blog-image-cover.png');
    expect(screen.getByText('2 posts')).toBeInTheDocument();
  });

  it('keeps words, tag, sort and page in the address and asks the API for them', async () => {
    const api = mockApiWithUploads({
      'GET /api/blogs': ({ query }) =>
        ok({ data: [cardOf()], totalRecordCount: query.offset === '9' ? 10 : 20, totalRecords: 20 }),
      'GET /api/blogs/tags': tags,
    });
    const { router } = renderAt(<BlogsPage />, '/blogs');
    await screen.findByText('20 posts');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'resume tips');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchOf(router).get('q')).toBe('resume tips'));
    await userEvent.click(await screen.findByRole('button', { name: 'internships (4)' }));
    await waitFor(() => expect(searchOf(router).get('tag')).toBe('internships'));
    expect(searchOf(router).get('q')).toBe('resume tips');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(screen.getByRole('option', { name: 'Most read' }));
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('mostread'));
    await userEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/blogs').at(-1)!.query).toMatchObject({
        q: 'resume tips',
        tag: 'internships',
        sort: 'mostread',
        offset: '9',
        limit: '9',
      }),
    );
  });

  it('filters by the author from a link and names them, with a way back to every author', async () => {
    mockApiWithUploads({ 'GET /api/blogs': list([cardOf()]), 'GET /api/blogs/tags': tags });
    const { router } = renderAt(<BlogsPage />, '/blogs?authorId=21');
    const chip = await screen.findByRole('button', { name: /Remove author filter Ananya Iyer/ });
    expect(within(chip).getByText('By Ananya Iyer')).toBeInTheDocument();
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(searchOf(router).get('authorId')).toBeNull());
  });

  it('says when nothing matches and clears the filters', async () => {
    mockApiWithUploads({ 'GET /api/blogs': list([]), 'GET /api/blogs/tags': tags });
    const { router } = renderAt(<BlogsPage />, '/blogs?q=quantum&tag=interviews');
    expect(await screen.findByText('No posts match your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers Write a post only to writers', async () => {
    mockApiWithUploads({
      'GET /api/blogs': list(),
      'GET /api/blogs/tags': tags,
      'GET /api/blogs/writers/me': ok({ canWrite: true }),
    });
    await signIn();
    renderAt(<BlogsPage />, '/blogs');
    expect(await screen.findByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/blogs/write');
  });

  it('shows an error with Try again when the posts cannot be loaded', async () => {
    mockApiWithUploads({ 'GET /api/blogs/tags': tags });
    renderAt(<BlogsPage />, '/blogs');
    expect(await screen.findByText('We could not load posts', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
