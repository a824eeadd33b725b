import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogComment } from '@elevate/contracts/blogs/blogs.schema';
import { apiRequest } from '@/lib/api-client';
import { resultOf } from './keys';

export interface NewComment {
  blogId: number;
  parentId: number | null;
  body: string;
}

/** POST blogs/comments: a comment on the post, or a reply to one of its comments. */
export const createComment = (input: NewComment) =>
  resultOf(apiRequest<BlogComment>('POST', 'blogs/comments', { body: input }));

export const useCreateComment = (blogId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<NewComment, 'blogId'>) => createComment({ ...input, blogId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blogs', 'comments', blogId] }),
  });
};
