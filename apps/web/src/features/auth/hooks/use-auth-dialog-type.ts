import { useLocation } from 'react-router';
import { readAuthType } from '../auth-type';

/** The auth dialog the address asks for; the shell mounts the (lazy) dialog only once this is set. */
export const useAuthDialogType = () => readAuthType(useLocation().search);
