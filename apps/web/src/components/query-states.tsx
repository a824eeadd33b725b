import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { CardSkeletons } from '@/components/loaders';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';

/** The parts of a TanStack query that QueryStates reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A query's answer or what stands in for it: skeleton cards while the first answer loads, the error with Try again
 * when it failed with nothing to show (a failed refresh keeps the last answer), then `children` with the answer.
 */
export const QueryStates = <T,>({
  query,
  loadingLabel,
  skeletons,
  skeletonHeight,
  spacing = 1.5,
  children,
}: {
  query: QueryLike<T>;
  /** What the skeletons say to a screen reader: 'Loading payments'. */
  loadingLabel: string;
  skeletons: number;
  skeletonHeight: number;
  spacing?: number;
  children: (data: T) => ReactNode;
}) => {
  if (query.isPending)
    return (
      <Stack spacing={spacing} role="status" aria-label={loadingLabel}>
        <CardSkeletons count={skeletons} height={skeletonHeight} />
      </Stack>
    );
  // Once it is no longer pending a TanStack query has no answer only when it failed.
  if (query.data === undefined)
    return (
      <RetryAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {errorMessage(query.error)}
      </RetryAlert>
    );
  return <>{children(query.data)}</>;
};
