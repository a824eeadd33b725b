import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { Testimonial } from '@elevate/contracts/content/content.schema';
import { apiGet } from '@/lib/api-client';

export const getTestimonials = (signal?: AbortSignal) =>
  apiGet<ListResult<Testimonial>>('testimonial', undefined, signal);

export const testimonialsQuery = () =>
  queryOptions({ queryKey: ['testimonial'], queryFn: ({ signal }) => getTestimonials(signal) });

export const useTestimonials = () => useQuery(testimonialsQuery());
