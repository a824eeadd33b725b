import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@elevate/contracts/common/envelope';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import { Messages } from '@elevate/contracts/common/messages';
import { saveSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { DEFAULT_AFTER_LOGIN, returnTarget } from '../auth-links';
import { sessionFromLogin } from '../session-from-login';

/**
 * What every way of logging in ends with (password, Google, emailed code): store the session, toast the
 * server's message (default "Welcome back! …", spec §8), then go to returnUrl or /my-dashboard (spec §2.1).
 */
export const useCompleteLogin = () => {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  return async (env: Envelope<LoginResult>) => {
    if (!env.result) {
      toast.error(Messages.somethingWentWrong);
      return;
    }
    await saveSession(sessionFromLogin(env.result));
    toast.success(env.message || AuthMessages.loginSuccess);
    navigate(returnTarget(search) ?? DEFAULT_AFTER_LOGIN, { replace: true });
    // Answers fetched while signed out (e.g. "have I applied?") may differ now.
    void queryClient.invalidateQueries();
  };
};
