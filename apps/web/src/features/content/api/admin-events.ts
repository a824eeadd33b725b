import type { z } from 'zod';
import type { EventInputSchema, EventManage } from '@elevate/contracts/content/site-content.schema';
import { useAdminDelete, useAdminList, useAdminSave } from './admin-crud';

/** An event as the console lists it: the meeting address comes with it for admins. */
export type AdminEvent = EventManage;
/** What the form sends (before the schema's defaults). */
export type AdminEventInput = z.input<typeof EventInputSchema>;

/** Every event incl. hidden and past (`GET events/manage`, admins). */
export const useAdminEvents = () => useAdminList<AdminEvent>('events', 'events/manage');
export const useSaveAdminEvent = () => useAdminSave<AdminEventInput, AdminEvent>('events', 'events');
export const useDeleteAdminEvent = () => useAdminDelete('events', 'events');
