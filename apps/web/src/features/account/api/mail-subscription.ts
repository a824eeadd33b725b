import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailSubscription } from '@elevate/contracts/account/mail-preferences.schema';
import { apiGet, apiRequest } from '@/lib/api-client';

/**
 * The signed link of /unsubscribe?token=: GET account/unsubscribe only reads (link scanners open links);
 * POST account/unsubscribe turns the kind off, POST account/resubscribe back on. No sign-in.
 */
export const mailSubscriptionKey = (token: string) => ['account', 'mail-subscription', token] as const;

export const getMailSubscription = (token: string, signal?: AbortSignal) =>
  apiGet<MailSubscription>('account/unsubscribe', { token }, signal);

export const mailSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: mailSubscriptionKey(token),
    queryFn: ({ signal }) => getMailSubscription(token, signal),
    // A refused link stays refused: asking again would show the same message.
    retry: false,
  });

export const useMailSubscription = (token: string) =>
  useQuery({ ...mailSubscriptionQuery(token), enabled: token !== '' });

export const changeMailSubscription = async ({ token, subscribed }: { token: string; subscribed: boolean }) => {
  const env = await apiRequest<MailSubscription>('POST', subscribed ? 'account/resubscribe' : 'account/unsubscribe', {
    query: { token },
  });
  return { message: env.message ?? null, result: env.result };
};

/** Turns the link's kind off or on; the page then shows the server's answer. */
export const useChangeMailSubscription = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) => changeMailSubscription({ token, subscribed }),
    onSuccess: ({ result }) => {
      if (result) client.setQueryData(mailSubscriptionKey(token), result);
    },
  });
};
