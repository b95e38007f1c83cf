import type { OrderStatus } from '@shop/contracts';
import type { TextKey } from '@shop/i18n';

/** The states a sent order can be in, as the back office filters and names them. */
export const sentStates = ['confirmed', 'paid', 'payment_failed', 'in_delivery', 'done', 'reviewed', 'other'] as const;
type SentState = (typeof sentStates)[number];

export const sentStateKeys: Readonly<Record<SentState, TextKey>> = {
  confirmed: 'account.status_confirmed',
  paid: 'account.status_paid',
  payment_failed: 'account.status_payment_failed',
  in_delivery: 'account.status_in_delivery',
  done: 'account.status_done',
  reviewed: 'account.status_reviewed',
  other: 'account.status_other',
};

/** The message key of a state's name; a state the back office has no name for shows as it is stored. */
export const stateKey = (state: OrderStatus): TextKey | null =>
  (sentStates as readonly string[]).includes(state) ? sentStateKeys[state as SentState] : null;
