import type { ReactNode } from 'react';
import { DocumentsMessages, type ProfileUploadKind } from '@elevate/contracts/users/documents.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemoveProfileUpload } from '../api/remove-profile-upload';

/** Asks before emptying one of the profile's file slots, then removes the file and says so (or why not). */
export const RemoveUploadDialog = ({
  uid,
  kind,
  open,
  onClose,
  title,
  confirmLabel,
  children,
}: {
  uid: number;
  kind: ProfileUploadKind;
  open: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  /** What removing means for this slot. */
  children: ReactNode;
}) => {
  const remove = useRemoveProfileUpload(uid, kind);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      danger
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: ({ message }) => {
            onClose();
            toast.success(message ?? DocumentsMessages.uploadRemoved(kind));
          },
          onError: (err) => toast.error(errorMessage(err)),
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
};
