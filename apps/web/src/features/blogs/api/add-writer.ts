import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogWriter } from '@elevate/contracts/blogs/blogs.schema';
import { apiRequest } from '@/lib/api-client';
import { blogKeys, resultOf } from './keys';

/** POST blogs/writers {email} (admins): approves an account to write posts. */
export const addBlogWriter = (email: string) =>
  resultOf(apiRequest<BlogWriter>('POST', 'blogs/writers', { body: { email } }));

export const useAddBlogWriter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBlogWriter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.writers() }),
  });
};
