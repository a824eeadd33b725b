import { AuthDialog } from '../components/auth-dialog';
import { useAuthDialogType } from '../hooks/use-auth-dialog-type';

/** What the shell does: the dialog, open while the address asks for it. */
export const DialogHost = () => <AuthDialog open={useAuthDialogType() !== null} />;

export const authConfig = (googleClientId: string | null = null) =>
  [200, { httpStatus: 200, result: { googleClientId, supportMailbox: 'care@elevate.local' } }] as const;
