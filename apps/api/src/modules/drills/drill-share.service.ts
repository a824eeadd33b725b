import { DrillMessages } from '@elevate/contracts/drills/drill.messages';
import type { ShareDrillCommand, ShareDrillResult } from '@elevate/contracts/drills/drill-share.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { sharePageByMail, type ShareDeps } from '../notifications/share-by-mail.ts';
import { findDrill } from './drill-access.ts';

/**
 * drills/feeds/sendinvitemail: mails a published hackathon to each address and notifies the accounts among
 * them, exactly as a job is shared (share-by-mail.ts). An ended hackathon can still be shared: its page and
 * results stay worth reading.
 */
export const shareDrill = async (
  deps: ShareDeps,
  sender: AuthUser,
  input: ShareDrillCommand,
): Promise<ShareDrillResult> => {
  const drill = await findDrill(deps.db, input.drillId);
  if (!drill) throw notFound(DrillMessages.notFound);
  return sharePageByMail(deps, sender, input, {
    noun: drill.programType === 'open-innovation' ? 'challenge' : 'hackathon',
    summary: `${drill.name} by ${drill.partnerName} (${drill.location})`,
    title: `${drill.name} by ${drill.partnerName}`,
    path: pagePath.drill(drill.custUrl),
  });
};
