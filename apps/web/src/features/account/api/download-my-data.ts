import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-download';
import { useSession } from '@/lib/session';

/** GET users/{id}/data-export: saves everything stored about me as a JSON file; answers the file name. */
export const downloadMyData = (uid: number) => apiDownload(`users/${uid}/data-export`, {}, 'elevate-my-data.json');

export const useDownloadMyData = () => {
  const uid = useSession()?.session.uid ?? 0;
  return useMutation({ mutationFn: () => downloadMyData(uid) });
};
