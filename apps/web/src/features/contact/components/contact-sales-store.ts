import type { ContactMessageInput } from '@elevate/contracts/contact/contact.schema';
import { createStore, useStore } from '@/lib/external-store';

type Source = NonNullable<ContactMessageInput['contactUsSource']>;
interface ContactSalesState {
  open: boolean;
  source: Source;
}

const store = createStore<ContactSalesState>({ open: false, source: 'contact-sales' });

/** Opens the contact-sales modal from anywhere (header, employer pages), remembering where it came from. */
export const openContactSales = (source: Source = 'contact-sales') => store.set({ open: true, source });
export const closeContactSales = () => store.set((s) => ({ ...s, open: false }));
export const useContactSales = () => useStore(store);
