import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogEditable, BlogInput } from '@elevate/contracts/blogs/blogs.schema';
import { apiRequest } from '@/lib/api-client';
import { blogKeys, resultOf } from './keys';

/** POST blogs (a new post) or PUT blogs/{id} (a change): saves a draft, publishes or schedules. */
export const saveBlog = (blogId: number | null, input: BlogInput) =>
  resultOf(
    blogId === null
      ? apiRequest<BlogEditable>('POST', 'blogs', { body: input })
      : apiRequest<BlogEditable>('PUT', `blogs/${blogId}`, { body: input }),
  );

export const useSaveBlog = (blogId: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogInput) => saveBlog(blogId, input),
    onSuccess: ({ result }) => {
      queryClient.setQueryData(blogKeys.editable(result.blogId), result);
      void queryClient.invalidateQueries({ queryKey: blogKeys.manageAll });
      void queryClient.invalidateQueries({ queryKey: ['blogs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['blogs', 'post'] });
    },
  });
};
