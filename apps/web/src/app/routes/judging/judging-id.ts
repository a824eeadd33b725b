import { useParams } from 'react-router';

/** A positive whole-number id from the address (`phaseId`, `assignmentId`), or null for anything else. */
export const useIdParam = (name: string): number | null => {
  const raw = useParams()[name];
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
};
