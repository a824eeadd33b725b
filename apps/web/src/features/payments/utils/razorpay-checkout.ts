import type { VerifyPaymentBody } from '@elevate/contracts/payments/payments.schema';

/** Razorpay Checkout's script: loaded on the first paid registration only, never on other pages. */
export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay Checkout's options we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: VerifyPaymentBody) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayInstance {
  open: () => void;
  close?: () => void;
  on: (event: 'payment.failed', handler: (response: RazorpayFailure) => void) => void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Adds Checkout's script tag once and resolves with its constructor. A failed load (offline, blocked) is
 * forgotten, so the next Pay tries again.
 */
export const loadRazorpay = (): Promise<RazorpayConstructor> => {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay Checkout did not load.'));
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay Checkout did not load.'));
    };
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
};
