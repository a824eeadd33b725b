import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeaturedEntityType } from '@elevate/contracts/content/content.constants';
import type { FeaturedPin } from '@elevate/contracts/content/site-content.schema';
import { apiRequest } from '@/lib/api-client';
import { adminContentKey, useAdminList } from './admin-crud';

export interface PinRef {
  entityType: FeaturedEntityType;
  entityId: number;
}

/** The pinned items in order (`GET common/featuredelements/pins`, admins). */
export const useAdminFeaturedPins = () => useAdminList<FeaturedPin>('featured', 'common/featuredelements/pins');

/** Replaces the pins with `pins` in this order (`PUT common/featuredelements`). */
export const saveAdminFeaturedPins = async (pins: PinRef[]) => {
  const env = await apiRequest<FeaturedPin[]>('PUT', 'common/featuredelements', { body: { pins } });
  return { pins: env.result, message: env.message };
};

export const useSaveAdminFeaturedPins = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAdminFeaturedPins,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminContentKey('featured') });
      void client.invalidateQueries({ queryKey: ['common', 'featuredelements'] });
    },
  });
};
