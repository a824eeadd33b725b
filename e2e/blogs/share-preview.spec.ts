import { expect, test, type APIRequestContext } from '@playwright/test';
import { resultOf } from '../support/candidates';

/**
 * What a link preview (WhatsApp, LinkedIn, X) and a crawler read from a shared post, success story or event:
 * the first HTML answer, fetched without a browser, so nothing here is drawn by JavaScript.
 */

const htmlOf = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status(), `GET ${path}`).toBe(200);
  return res.text();
};
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const meta = (body: string, property: string) => {
  const found = body.match(new RegExp(`<meta[^>]*(?:property|name)="${property}"[^>]*content="([^"]*)"`))?.[1];
  return found === undefined ? undefined : decode(found);
};
const canonicalOf = (body: string) => body.match(/<link data-head rel="canonical" href="([^"]+)"/)?.[1];
const jsonLdOf = (body: string) =>
  [...body.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** The tags every shared page needs, each pointing at the page itself. */
const expectPreview = (body: string, path: string, title: string) => {
  expect(meta(body, 'og:title')).toBe(title);
  expect(meta(body, 'og:description')?.length, 'og:description').toBeGreaterThan(20);
  expect(meta(body, 'og:image')).toMatch(/^https?:\/\/[^/]+\/.+/);
  expect(meta(body, 'twitter:card')).toBe('summary_large_image');
  expect(canonicalOf(body)).toMatch(new RegExp(`^https?://[^/]+${path}$`));
  expect(meta(body, 'og:url')).toBe(canonicalOf(body));
};

test.describe('link previews of community pages', () => {
  test('a post answers with its title, summary, cover, article type, canonical address and Article data', async ({
    request,
  }) => {
    const posts = await resultOf<{
      data: Array<{ custUrl: string; title: string; summary: string; author: { name: string } }>;
    }>(await request.get('/api/blogs?limit=1'), 'posts');
    const post = posts.data[0]!;
    const path = `/blogs/${post.custUrl}`;
    const body = await htmlOf(request, path);
    expectPreview(body, path, post.title);
    expect(meta(body, 'og:type')).toBe('article');
    expect(meta(body, 'og:description')).toBe(post.summary);
    const article = jsonLdOf(body).find((d) => d['@type'] === 'Article');
    expect(article, 'Article JSON-LD').toBeDefined();
    expect(article).toMatchObject({ '@context': 'https://schema.org', headline: post.title });
    expect(JSON.stringify(article!.author)).toContain(post.author.name);
    expect(String(article!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(article!.image ?? '')).toMatch(/https?:\/\//);
  });

  test('a success story answers with its title, summary, article type, canonical address and Article data', async ({
    request,
  }) => {
    const stories = await resultOf<{ data: Array<{ custUrl: string; title: string; summary: string }> }>(
      await request.get('/api/casestudy?type=successstory&limit=1'),
      'success stories',
    );
    const story = stories.data[0]!;
    const path = `/success-story/${story.custUrl}`;
    const body = await htmlOf(request, path);
    expectPreview(body, path, story.title);
    expect(meta(body, 'og:type')).toBe('article');
    expect(meta(body, 'og:description')).toBe(story.summary);
    const article = jsonLdOf(body).find((d) => d['@type'] === 'Article');
    expect(article, 'Article JSON-LD').toMatchObject({ headline: story.title });
  });

  test('an event answers with its topic, when and what, canonical address and Event data', async ({ request }) => {
    const events = await resultOf<{ data: Array<{ eventId: number; topic: string; startDateTime: string }> }>(
      await request.get('/api/events?limit=1'),
      'events',
    );
    const event = events.data[0]!;
    const path = `/desc/${event.eventId}`;
    const body = await htmlOf(request, path);
    expectPreview(body, path, event.topic);
    expect(meta(body, 'og:description')).toMatch(/IST/);
    const data = jsonLdOf(body).find((d) => d['@type'] === 'Event');
    expect(data, 'Event JSON-LD').toMatchObject({ name: event.topic });
    expect(Date.parse(String(data!.startDate))).toBe(Date.parse(event.startDateTime));
  });
});
