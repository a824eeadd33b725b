import type { BlogPost } from '@elevate/contracts/blogs/blogs.schema';
import type { BlogCard } from '@elevate/contracts/blogs/blogs.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { articleJsonLd, breadcrumbJsonLd } from '@elevate/contracts/seo/structured-data';
import { blogTagsQuery } from '@/features/blogs/api/blog-tags';
import { blogQuery } from '@/features/blogs/api/get-blog';
import { blogListQuery } from '@/features/blogs/api/list-blogs';
import { morePostsQueries } from '@/features/blogs/components/more-posts';
import { hasBlogFilters, parseBlogFilters, toBlogListQuery } from '@/features/blogs/search-params';
import { notFoundHead, queryOutcome, type PageServer } from '../../page-head';

/**
 * /blogs: a word search is a page worth finding ("internship blogs"), so its canonical address keeps `q`; a tag,
 * an author, another sort or a later page is a variation that search engines follow but do not list.
 */
const blogsHead: PageServer['head'] = ({ search, queryClient }) => {
  const filters = parseBlogFilters(search);
  const { data } = queryOutcome<ListResult<BlogCard>>(queryClient, blogListQuery(toBlogListQuery(filters)).queryKey);
  const q = filters.q;
  const count = data?.totalRecordCount ? `${data.totalRecordCount.toLocaleString('en-IN')} ` : '';
  const variation = !!(filters.tag || filters.authorId) || filters.sort !== 'newest' || filters.page > 1;
  return {
    head: {
      title: q ? `${q}: blog posts` : filters.tag ? `${filters.tag}: blog posts` : 'Blogs',
      description: q
        ? `${count}posts about ${q} on the Elevate blog: advice from students, mentors and recruiters across India.`
        : `${count}posts from students, mentors and recruiters across India: internships, interviews, hackathons and first jobs.`,
      canonicalPath: q ? `/blogs?q=${encodeURIComponent(q)}` : '/blogs',
      robots: variation || (hasBlogFilters(filters) && !q) ? 'noindex,follow' : 'index,follow',
    },
  };
};

/** /blogs/{custUrl}: the post's title and description, its cover for previews, Article and breadcrumb data. */
const blogPostHead: PageServer['head'] = ({ params, queryClient, pathname, publicUrl }) => {
  const { data: post, notFound } = queryOutcome<BlogPost>(queryClient, blogQuery(params.custUrl ?? '').queryKey);
  if (!post)
    return notFound
      ? notFoundHead('Post not available', pathname)
      : { status: 503, head: { title: 'Blog', description: '', canonicalPath: pathname, robots: 'noindex,follow' } };
  const path = pagePath.blog(post.custUrl);
  const description = post.seoDescription || post.summary;
  return {
    head: {
      title: post.title,
      description,
      canonicalPath: path,
      image: post.coverImageUrl ?? undefined,
      imageKind: post.coverImageUrl ? 'banner' : undefined,
      imageAlt: post.coverImageUrl ? post.title : undefined,
      type: 'article',
      robots: 'index,follow',
      jsonLd: [
        articleJsonLd(
          {
            path,
            headline: post.title,
            description,
            image: post.coverImageUrl,
            authorName: post.author.name,
            datePublished: post.publishedAt,
            dateModified: post.updatedAt,
            keywords: post.tags,
          },
          publicUrl,
        ),
        breadcrumbJsonLd(
          [
            { name: 'Blogs', path: '/blogs' },
            { name: post.title, path },
          ],
          publicUrl,
        ),
      ],
    },
  };
};

export const blogsPage: PageServer = {
  prefetch: ({ search, queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(blogListQuery(toBlogListQuery(parseBlogFilters(search)))),
      queryClient.prefetchQuery(blogTagsQuery()),
    ]),
  head: blogsHead,
};

export const blogPostPage: PageServer = {
  prefetch: async ({ params, queryClient }) => {
    const custUrl = params.custUrl ?? '';
    await queryClient.prefetchQuery(blogQuery(custUrl));
    const post = queryClient.getQueryData<BlogPost>(blogQuery(custUrl).queryKey);
    if (!post) return;
    const { byAuthor, byTag } = morePostsQueries(post);
    await Promise.all([
      byAuthor ? queryClient.prefetchQuery(blogListQuery(byAuthor)) : null,
      byTag ? queryClient.prefetchQuery(blogListQuery(byTag)) : null,
    ]);
  },
  head: blogPostHead,
};
