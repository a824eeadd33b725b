import type { ShareCount } from './types';
import { apiRequest } from '@/lib/api-client';

/** POST sharecount/{id}: one more share of the post (counted after the share dialog opened). */
export const countBlogShare = (blogId: number) => apiRequest<ShareCount>('POST', `sharecount/${blogId}`);
