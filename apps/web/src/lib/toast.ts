import { createStore, useStore } from './external-store';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

let nextId = 1;
/** One toast at a time (spec §8): a new toast replaces the one showing. */
export const toastStore = createStore<Toast | null>(null);

export const toast = {
  show: (message: string, severity: ToastSeverity = 'info') => toastStore.set({ id: nextId++, message, severity }),
  success: (message: string) => toast.show(message, 'success'),
  error: (message: string) => toast.show(message, 'error'),
  dismiss: () => toastStore.set(null),
};

export const useToast = () => useStore(toastStore);
