import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REACTORS_PAGE_SIZE, type ReactionKind } from '@elevate/contracts/blogs/blogs.constants';
import { apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';
import type { ReactorList } from './types';

export type ReactionTarget = { blogId: number } | { commentId: number };

/** GET reactions?blogId or comment/reactions?commentId: who reacted, newest first, optionally one kind. */
export const getReactors = (target: ReactionTarget, kind: ReactionKind | null, page: number, signal?: AbortSignal) =>
  apiGet<ReactorList>(
    'blogId' in target ? 'reactions' : 'comment/reactions',
    { ...target, kind, limit: REACTORS_PAGE_SIZE, offset: (page - 1) * REACTORS_PAGE_SIZE },
    signal,
  );

export const reactorsQuery = (target: ReactionTarget, kind: ReactionKind | null, page: number) =>
  queryOptions({
    queryKey: [
      ...blogKeys.reactors(
        'blogId' in target ? 'blog' : 'comment',
        'blogId' in target ? target.blogId : target.commentId,
        kind ?? 'all',
      ),
      page,
    ],
    queryFn: ({ signal }) => getReactors(target, kind, page, signal),
    placeholderData: keepPreviousData,
  });

export const useReactors = (target: ReactionTarget, kind: ReactionKind | null, page: number, enabled: boolean) =>
  useQuery({ ...reactorsQuery(target, kind, page), enabled });
