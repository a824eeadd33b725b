import { copyByHand, copyToClipboard as copyOrSayHow } from '@/lib/copy-to-clipboard';

/**
 * @deprecated Import copyToClipboard and copyByHand from '@/lib/copy-to-clipboard'. Kept only for the
 * dashboard's referral card (app/routes/dashboard), whose file is being edited elsewhere at the moment.
 */
export const copyToClipboard = (text: string, what: string) => copyOrSayHow(text, copyByHand(what));
