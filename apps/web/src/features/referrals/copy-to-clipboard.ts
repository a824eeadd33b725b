import { Messages } from '@elevate/contracts/common/messages';
import { toast } from '@/lib/toast';

/**
 * Copies and says so with the spec's 'Copied to clipboard' (§8). Without a clipboard (an insecure context, a
 * refused permission) the user is told to copy by hand: the text is on screen.
 */
export const copyToClipboard = async (text: string, what: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(Messages.copied);
    return true;
  } catch {
    toast.error(`Copying did not work here. Select the ${what} and copy it by hand.`);
    return false;
  }
};
