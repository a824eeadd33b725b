import { useMutation } from '@tanstack/react-query';
import { EXPORT_FILE_NAME } from '@elevate/contracts/users/json-resume';
import { apiDownload } from '@/lib/api-download';

/** GET users/profile/export?uId: the whole profile as a JSON Resume file, saved by the browser. */
export const downloadJsonResume = (uid: number) => apiDownload('users/profile/export', { uId: uid }, EXPORT_FILE_NAME);

export const useDownloadJsonResume = (uid: number) => useMutation({ mutationFn: () => downloadJsonResume(uid) });
