import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Documents } from '@elevate/contracts/users/documents.schema';
import { apiGet } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** GET users/profile/documents?uId: PAN, the masked Aadhaar and which scans are on file. */
export const getDocuments = (uid: number, signal?: AbortSignal) =>
  apiGet<Documents>('users/profile/documents', { uId: uid }, signal);

export const documentsQuery = (uid: number) =>
  queryOptions({ queryKey: profileKeys.documents(uid), queryFn: ({ signal }) => getDocuments(uid, signal) });

export const useDocuments = (uid: number) => useQuery({ ...documentsQuery(uid), enabled: uid > 0 });
