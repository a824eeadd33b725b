import { createContext, type ComponentType, type ReactNode } from 'react';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { RegistrationBody } from '@elevate/contracts/drills/participation.schema';

/** What a checkout tells the registration dialog once it is done with a registration. */
export interface CheckoutCallbacks {
  /** Registered with nothing (left) to pay: the usual success path. */
  registered: (participantId: number | null, message?: string) => void;
  /** A problem the checkout does not show itself (the answers, the pitch): the form places it. */
  failed: (err: unknown) => void;
}

/** What a checkout gives the dialog to draw: its part of the body, the submit button's words, and submit. */
export interface CheckoutControls {
  /** Drawn under the answers (the price, a promo code); null when there is nothing to show. */
  summary: ReactNode;
  submitLabel: string;
  /** False while the price loads or cannot be had: nothing to submit yet. */
  ready: boolean;
  /** A registration or payment is under way: the dialog stays open and nothing is sent twice. */
  pending: boolean;
  /** Resolves once another submit may go: never while the page is leaving for the payment. */
  submit: (registration: RegistrationBody, on: CheckoutCallbacks) => Promise<void>;
}

export interface RegistrationCheckoutProps {
  drill: DrillDetail;
  /** The team invite code of the address (`?invite=`), which a team-basis fee may cover. */
  inviteCode: string | null;
  children: (controls: CheckoutControls) => ReactNode;
}

/**
 * Paid registration comes from the payments feature, which features may not import (eslint: the app layer
 * composes features). The app layer provides these; without them a paid hackathon shows its fee and the
 * server's "payment required", as before payments were built.
 */
export interface RegistrationPaymentSlots {
  /** Takes a paid hackathon's registration to its payment. */
  Checkout: ComponentType<RegistrationCheckoutProps>;
  /** The payment of a registration on My info (nothing when there is none). */
  RegistrationPayment: ComponentType<{ drillId: number }>;
}

export const RegistrationPaymentSlotsContext = createContext<RegistrationPaymentSlots | null>(null);
