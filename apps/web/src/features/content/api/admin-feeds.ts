import type { z } from 'zod';
import type { Feed, FeedInputSchema } from '@elevate/contracts/content/site-content.schema';
import { useAdminDelete, useAdminList, useAdminSave } from './admin-crud';

export type AdminFeedInput = z.input<typeof FeedInputSchema>;

/** Every news item incl. inactive and scheduled (`GET feeds/manage`, admins). */
export const useAdminFeeds = () => useAdminList<Feed>('feeds', 'feeds/manage');
export const useSaveAdminFeed = () => useAdminSave<AdminFeedInput, Feed>('feeds', 'feeds');
export const useDeleteAdminFeed = () => useAdminDelete('feeds', 'feeds');
