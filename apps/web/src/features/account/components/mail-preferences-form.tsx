import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_FLAG_INFO,
  MAIL_KIND_INFO,
  MAIL_KINDS,
  type MailKind,
  type MailPreferences,
} from '@elevate/contracts/account/mail-preferences.schema';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMailPreferences } from '../api/get-mail-preferences';
import { useSaveMailPreferences } from '../api/save-mail-preferences';

const PreferenceSwitch = ({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const id = useId();
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, py: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="label" htmlFor={id} sx={{ fontWeight: 600, display: 'block', cursor: 'pointer' }}>
          {label}
        </Typography>
        <Typography id={`${id}-description`} variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      <Switch
        id={id}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        slotProps={{ input: { 'aria-describedby': `${id}-description` } }}
        sx={{ flexShrink: 0, mt: -0.5 }}
      />
    </Box>
  );
};

const List = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
  >
    {children}
  </Box>
);

export const MailPreferencesSkeleton = () => (
  <Box role="status" aria-label="Loading mail preferences">
    {Array.from({ length: 4 }, (_, i) => (
      <Box key={i} sx={{ display: 'flex', gap: 2, py: 1.5 }}>
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="35%" />
          <Skeleton variant="text" width="85%" />
        </Box>
        <Skeleton variant="rounded" width={44} height={24} />
      </Box>
    ))}
  </Box>
);

/**
 * The mail switches of /settings (docs/decisions/027): one per kind of non-essential mail, then the job feed
 * and mentoring choices of signup. A switch saves as it moves and moves back, with a message, if the save fails.
 */
export const MailPreferencesForm = () => {
  const query = useMailPreferences();
  const save = useSaveMailPreferences();

  if (query.isPending) return <MailPreferencesSkeleton />;
  if (!query.data) {
    return <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>;
  }
  const prefs = query.data;
  const apply = (next: MailPreferences) =>
    save.mutate(next, {
      onError: (err) => toast.error(`Your change was not saved. ${errorMessage(err)}`),
    });
  const setKind = (kind: MailKind, on: boolean) => apply({ ...prefs, mail: { ...prefs.mail, [kind]: on } });

  return (
    <>
      <List label="Mail we send you">
        {MAIL_KINDS.map((kind) => (
          <PreferenceSwitch
            key={kind}
            label={MAIL_KIND_INFO[kind].label}
            description={MAIL_KIND_INFO[kind].description}
            checked={prefs.mail[kind]}
            onChange={(on) => setKind(kind, on)}
          />
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <List label="Your choices">
        <PreferenceSwitch
          label={ACCOUNT_FLAG_INFO.jobfeed.label}
          description={ACCOUNT_FLAG_INFO.jobfeed.description}
          checked={prefs.jobfeed}
          onChange={(on) => apply({ ...prefs, jobfeed: on })}
        />
        <PreferenceSwitch
          label={ACCOUNT_FLAG_INFO.mentor.label}
          description={ACCOUNT_FLAG_INFO.mentor.description}
          checked={prefs.mentor}
          onChange={(on) => apply({ ...prefs, mentor: on })}
        />
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Mail about your account itself (verifying your email, resetting your password, sign-in codes and security
        notices) is always sent.
      </Typography>
    </>
  );
};
