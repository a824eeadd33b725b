import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '@elevate/contracts/common/format';
import { completionStepText } from '@elevate/contracts/users/completion';
import { AdminUsersMessages, type AdminUserDetail } from '@elevate/contracts/users/admin-users.schema';
import { ProgressWithLabel } from '@/components/loaders';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdminUser } from '../api/get-admin-user';
import { roleLabel } from './admin-user-labels';

/** Spec §8: a failed user lookup says the server's message, or 'Something went wrong!' when it gave none. */
export const lookupErrorMessage = (err: unknown): string =>
  (err instanceof ApiError && (err.body?.error?.message ?? err.body?.message)) || AdminUsersMessages.lookupFailed;

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);

const Details = ({ user }: { user: AdminUserDetail }) => (
  <>
    {user.deletedAt ? (
      <Alert severity="warning" sx={{ mb: 2 }}>
        This account was deleted on {formatDate(user.deletedAt)}; its personal details are gone.
      </Alert>
    ) : null}
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
    >
      <Fact label="Email">{user.email}</Fact>
      <Fact label="Contact number">{user.ucontact ?? 'Not given'}</Fact>
      <Fact label="Role">{roleLabel(user.role)}</Fact>
      <Fact label="Type">{user.utype}</Fact>
      <Fact label="Email verified">
        {user.emailVerifiedAt ? `Yes, on ${formatDate(user.emailVerifiedAt)}` : 'Not yet'}
      </Fact>
      <Fact label="Joined">{formatDate(user.createdAt)}</Fact>
      <Fact label="Referral code">{user.referralCode}</Fact>
    </Box>
    <Typography variant="h3" sx={{ fontSize: '1rem', mt: 3, mb: 1 }}>
      Profile strength
    </Typography>
    <ProgressWithLabel value={user.completion.percent} label={`Profile strength of ${user.fullName}`} />
    {user.completion.missing.length > 0 ? (
      <Box component="ul" sx={{ pl: 2.5, mt: 1.5, mb: 0 }} aria-label="Still missing">
        {user.completion.missing.map((step) => (
          <Typography component="li" variant="body2" key={step.item}>
            {completionStepText(step)}
          </Typography>
        ))}
      </Box>
    ) : (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Every part of the profile is filled in.
      </Typography>
    )}
  </>
);

/** One account looked up by id (`users/{id}`); a failed lookup closes the dialog with a toast saying why. */
export const AdminUserDialog = ({ uid, onClose }: { uid: number | null; onClose: () => void }) => {
  const user = useAdminUser(uid);
  const { error } = user;
  useEffect(() => {
    if (!error) return;
    toast.error(lookupErrorMessage(error));
    onClose();
  }, [error, onClose]);

  return (
    <Dialog open={uid !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="admin-user-title">
      <DialogTitle id="admin-user-title" sx={{ overflowWrap: 'anywhere' }}>
        {user.data ? `${user.data.fullName} ${user.data.lastName}`.trim() : 'Account'}
      </DialogTitle>
      {/* Focusable, so a keyboard can scroll the details when they are taller than a phone's screen. */}
      <DialogContent tabIndex={0} aria-label="Account details">
        {user.data ? (
          <Details user={user.data} />
        ) : (
          <Box role="status" aria-label="Loading the account">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="text" width={`${80 - i * 7}%`} />
            ))}
            <Skeleton variant="rounded" height={8} sx={{ mt: 3 }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
