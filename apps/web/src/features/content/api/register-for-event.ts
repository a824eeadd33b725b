import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventRegistration } from '@elevate/contracts/content/site-content.schema';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { eventRegistrationQuery } from './get-event-registration';

/** POST events/{id}/registrations: a seat (idempotent); a calendar invite is mailed. */
export const registerForEvent = (eventId: number) =>
  apiRequest<EventRegistration>('POST', `events/${eventId}/registrations`);

/** DELETE events/{id}/registrations: gives the seat back. */
export const cancelEventRegistration = (eventId: number) =>
  apiRequest<EventRegistration>('DELETE', `events/${eventId}/registrations`);

const useRegistrationMutation = (eventId: number, call: (id: number) => ReturnType<typeof registerForEvent>) => {
  const queryClient = useQueryClient();
  const uid = useSession()?.session.uid ?? 0;
  return useMutation({
    mutationFn: () => call(eventId),
    onSuccess: (env) => {
      if (env.result) queryClient.setQueryData(eventRegistrationQuery(eventId, uid).queryKey, env.result);
      else void queryClient.invalidateQueries({ queryKey: eventRegistrationQuery(eventId, uid).queryKey });
    },
    // Seats left changed either way (or the event filled up meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events', eventId], exact: true }),
  });
};

export const useRegisterForEvent = (eventId: number) => useRegistrationMutation(eventId, registerForEvent);
export const useCancelEventRegistration = (eventId: number) =>
  useRegistrationMutation(eventId, cancelEventRegistration);
