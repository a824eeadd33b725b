import { useMutation } from '@tanstack/react-query';
import type { CreateOrderBody, Order } from '@elevate/contracts/payments/payments.schema';
import { paymentsCall } from './payments-request';

/**
 * POST wuepayments/customers/{uid}/entities/{eid}: an order for the price the page showed (expectedAmountPaise);
 * the server refuses another price and reuses the caller's open order, so a second click pays nothing twice.
 */
export const createOrder = (uid: number, drillId: number, body: CreateOrderBody) =>
  paymentsCall<Order>('POST', `customers/${uid}/entities/${drillId}`, { body });

export const useCreateOrder = (uid: number, drillId: number) =>
  useMutation({ mutationFn: (body: CreateOrderBody) => createOrder(uid, drillId, body) });
