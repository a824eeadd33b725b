// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiFetch, render } from '@/entry-server';
import { cardOf, postOf } from '@/features/blogs/testing/blog-fixtures';

/** The API as the renderer sees it: a post, lists and tags by path; every call is recorded. */
const calls: string[] = [];
const answer = (result: unknown, status = 200) =>
  new Response(JSON.stringify({ httpStatus: status, result }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
configureApiFetch((async (input: string | URL | Request) => {
  const url = new URL(String(input), 'http://localhost');
  calls.push(`${url.pathname}${url.search}`);
  if (url.pathname === '/api/blogs/tags') return answer([{ tag: 'internships', count: 3 }]);
  if (url.pathname === '/api/blogs') {
    const custUrl = url.searchParams.get('custUrl');
    if (custUrl === 'my-first-internship') return answer(postOf());
    if (custUrl) return answer(null, 404);
    return answer({
      data: [cardOf(), cardOf({ blogId: 2, custUrl: 'second', title: 'Cracking the TCS interview' })],
      totalRecordCount: 2,
      totalRecords: 2,
    });
  }
  return answer(null, 404);
}) as typeof fetch);

afterEach(() => {
  calls.length = 0;
});

const publicUrl = 'https://elevate.example';

describe('blogs on the server', () => {
  it('renders a post with its title, description, cover, article type and Article and breadcrumb data', async () => {
    const page = await render('/blogs/my-first-internship', { publicUrl });
    expect(page!.status).toBe(200);
    expect(page!.html).toContain('My first internship at a Pune startup');
    expect(page!.html).toContain('I applied through Elevate.');
    expect(page!.head).toMatchObject({
      title: 'My first internship at a Pune startup',
      description: postOf().seoDescription,
      canonicalPath: '/blogs/my-first-internship',
      image: '/uploads/blog-image-cover.png',
      type: 'article',
      robots: 'index,follow',
    });
    const [article, crumbs] = page!.head.jsonLd!;
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'My first internship at a Pune startup',
      author: { '@type': 'Person', name: 'Ananya Iyer' },
      url: 'https://elevate.example/blogs/my-first-internship',
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    // Nothing per reader is asked on the server: no comments, no own reactions.
    expect(calls.filter((c) => c.includes('comments') || c.includes('reactions'))).toEqual([]);
  });

  it('falls back to the summary for the description when the post has no SEO description', async () => {
    configureApiFetch((async () => answer(postOf({ seoDescription: '' }))) as typeof fetch);
    const page = await render('/blogs/my-first-internship', { publicUrl });
    expect(page!.head.description).toBe(postOf().summary);
  });

  it('answers a missing post with 404 and noindex', async () => {
    configureApiFetch((async () => answer(null, 404)) as typeof fetch);
    const page = await render('/blogs/nothing-here', { publicUrl });
    expect(page!.status).toBe(404);
    expect(page!.head.robots).toBe('noindex,follow');
  });
});
