import { lazy } from 'react';

/*
 * What the cart's address shows besides its first step, each loaded when shown: the cart page is
 * the buyer's first visit more often than any later step, and its JavaScript has a budget
 * (docs/performance.md, "Bundles"). A step's chunk is a few KB from the same origin.
 */
export const DeliveryAndDetails = lazy(() =>
  import('./delivery-and-details').then((module) => ({ default: module.DeliveryAndDetails })),
);
export const PayAndConfirm = lazy(() =>
  import('./pay-and-confirm').then((module) => ({ default: module.PayAndConfirm })),
);
export const ReviewAndConfirm = lazy(() =>
  import('./review-and-confirm').then((module) => ({ default: module.ReviewAndConfirm })),
);
export const ThankYou = lazy(() => import('./thank-you').then((module) => ({ default: module.ThankYou })));
export const SharedBasket = lazy(() => import('./shared-basket').then((module) => ({ default: module.SharedBasket })));
