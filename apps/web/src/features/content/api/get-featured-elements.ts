import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedElements } from '@elevate/contracts/content/content.schema';
import { apiGet } from '@/lib/api-client';

export const getFeaturedElements = (signal?: AbortSignal) =>
  apiGet<FeaturedElements>('common/featuredelements', undefined, signal);

export const featuredElementsQuery = () =>
  queryOptions({ queryKey: ['common', 'featuredelements'], queryFn: ({ signal }) => getFeaturedElements(signal) });

export const useFeaturedElements = () => useQuery(featuredElementsQuery());
