import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import type { Session } from '@/lib/session';

/** The login answer (spec §7.1) as the client session of spec §3 (token spelt `tocken`, email as `uemail`). */
export const sessionFromLogin = ({ token, authorities, userDetails: u }: LoginResult): Session => ({
  tocken: token,
  session: {
    role: u.role,
    uid: u.uid,
    fullName: u.fullName,
    uemail: u.email,
    referralCode: u.referralCode,
    lastName: u.lastName,
    utype: u.utype,
  },
  authenticated: true,
  authorities,
});
