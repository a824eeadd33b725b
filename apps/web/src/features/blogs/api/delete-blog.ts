import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { blogKeys } from './keys';

/** DELETE blogs/{id}: removes the post with its comments, reactions and reports. */
export const deleteBlog = (blogId: number) => apiRequest<{ blogId: number }>('DELETE', `blogs/${blogId}`);

export const useDeleteBlog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
};
