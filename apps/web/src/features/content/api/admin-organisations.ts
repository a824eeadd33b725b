import type { z } from 'zod';
import type { Organisation, OrganisationInputSchema } from '@elevate/contracts/content/site-content.schema';
import { useAdminDelete, useAdminList, useAdminSave } from './admin-crud';

export type AdminOrganisationInput = z.input<typeof OrganisationInputSchema>;

/** Every customer and campus logo (`GET common/organisationandacademic/manage`, admins). */
export const useAdminOrganisations = () =>
  useAdminList<Organisation>('organisations', 'common/organisationandacademic/manage');
export const useSaveAdminOrganisation = () =>
  useAdminSave<AdminOrganisationInput, Organisation>('organisations', 'common/organisationandacademic');
export const useDeleteAdminOrganisation = () => useAdminDelete('organisations', 'common/organisationandacademic');
