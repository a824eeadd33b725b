import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { apiGet, apiRequest } from '@/lib/api-client';

/** Every query of the site-content console starts with this key, so a save refreshes what it touched. */
export const adminContentKey = (what: string) => ['content', 'admin', what] as const;

/** A console list (`GET {path}`): the API answers a list result; a bare array is read as one too. */
export const getAdminList = async <T>(path: string, signal?: AbortSignal): Promise<T[]> => {
  const result = await apiGet<ListResult<T> | T[]>(path, undefined, signal);
  return Array.isArray(result) ? result : result.data;
};

export const adminListQuery = <T>(what: string, path: string) =>
  queryOptions({ queryKey: adminContentKey(what), queryFn: ({ signal }) => getAdminList<T>(path, signal) });

export const useAdminList = <T>(what: string, path: string) => useQuery(adminListQuery<T>(what, path));

/** Creates (`POST {path}`) or saves (`PUT {path}/{id}`) one item; answers the item and the API's message. */
export const saveAdminItem = async <I, T>(path: string, { id, input }: { id?: number; input: I }) => {
  const env =
    id === undefined
      ? await apiRequest<T>('POST', path, { body: input })
      : await apiRequest<T>('PUT', `${path}/${id}`, { body: input });
  return { item: env.result, message: env.message };
};

export const useAdminSave = <I, T = unknown>(what: string, path: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { id?: number; input: I }) => saveAdminItem<I, T>(path, args),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminContentKey(what) }),
  });
};

/** Deletes one item: `DELETE {path}/{id}`. */
export const deleteAdminItem = async (path: string, id: number) => {
  const env = await apiRequest<unknown>('DELETE', `${path}/${id}`);
  return { message: env.message };
};

export const useAdminDelete = (what: string, path: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdminItem(path, id),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminContentKey(what) }),
  });
};
