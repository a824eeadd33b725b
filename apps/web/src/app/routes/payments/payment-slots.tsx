import { lazy, type ReactNode } from 'react';
import {
  RegistrationPaymentSlotsContext,
  type RegistrationPaymentSlots,
} from '@/features/drills/components/registration-payment-slot';

/**
 * Paid registration, composed here because features never import each other: the hackathon's registration
 * dialog takes the payments feature's checkout, and My info its payment. Both load only when first drawn.
 */
const slots: RegistrationPaymentSlots = {
  Checkout: lazy(() => import('@/features/payments/components/registration-checkout')),
  RegistrationPayment: lazy(() => import('@/features/payments/components/registration-payment')),
};

export const PaymentSlots = ({ children }: { children: ReactNode }) => (
  <RegistrationPaymentSlotsContext value={slots}>{children}</RegistrationPaymentSlotsContext>
);
