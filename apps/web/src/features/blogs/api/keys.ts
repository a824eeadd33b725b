import type { Envelope } from '@elevate/contracts/common/envelope';
import { ApiError } from '@/lib/api-client';
import type { BlogListQuery } from '@elevate/contracts/blogs/blogs.schema';

/** Query keys of blogs. Public reads (list, post, tags, comments) are the same for everyone; per-viewer ones carry the uid. */
export const blogKeys = {
  all: ['blogs'] as const,
  list: (query: Partial<BlogListQuery>) => ['blogs', 'list', query] as const,
  tags: () => ['blogs', 'tags'] as const,
  post: (custUrl: string) => ['blogs', 'post', custUrl] as const,
  myReactions: (blogId: number, uid: number) => ['blogs', 'reactions', blogId, uid] as const,
  reactors: (target: string, id: number, kind: string) => ['blogs', 'reactors', target, id, kind] as const,
  comments: (blogId: number, uid: number) => ['blogs', 'comments', blogId, uid] as const,
  canWrite: (uid: number) => ['blogs', 'can-write', uid] as const,
  manage: (scope: string, state: string, q: string, page: number) =>
    ['blogs', 'manage', scope, state, q, page] as const,
  manageAll: ['blogs', 'manage'] as const,
  editable: (id: number) => ['blogs', 'editable', id] as const,
  writers: () => ['blogs', 'writers'] as const,
  cases: (state: string, page: number) => ['moderation', 'cases', state, page] as const,
  casesAll: ['moderation', 'cases'] as const,
};

/** The result of a write, or the envelope as an ApiError (the envelope always carries a result on success). */
export const resultOf = async <T>(call: Promise<Envelope<T>>): Promise<{ result: T; message?: string }> => {
  const env = await call;
  if (env.result === undefined) throw new ApiError(env.httpStatus, 'No result', env as Envelope<unknown>);
  return { result: env.result, message: env.message };
};
