import { Messages } from '@elevate/contracts/common/messages';
import { toast } from '@/lib/toast';

/** The usual words when copying fails: the text is on screen, so it can be copied by hand. */
export const copyByHand = (what: string) => `Copying did not work here. Select the ${what} and copy it by hand.`;

/**
 * Copies and says so with the spec's 'Copied to clipboard' (§8). Without a clipboard (an insecure context, a
 * refused permission) it shows `failed`, which tells the user how to copy by hand (see copyByHand).
 */
export const copyToClipboard = async (text: string, failed: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(Messages.copied);
    return true;
  } catch {
    toast.error(failed);
    return false;
  }
};
