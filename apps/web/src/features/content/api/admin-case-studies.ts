import type { CaseStudyEditable, CaseStudyInput } from '@elevate/contracts/content/case-studies.schema';
import { useAdminDelete, useAdminList, useAdminSave } from './admin-crud';

/** Every story in every state (`GET casestudy/manage`, admins). */
export const useAdminCaseStudies = () => useAdminList<CaseStudyEditable>('casestudy', 'casestudy/manage');
/** `POST casestudy` or `PUT casestudy/{id}`. */
export const useSaveAdminCaseStudy = () => useAdminSave<CaseStudyInput, CaseStudyEditable>('casestudy', 'casestudy');
/** `DELETE casestudy/{id}`. */
export const useDeleteAdminCaseStudy = () => useAdminDelete('casestudy', 'casestudy');
