import type { Page } from 'playwright-core';
import { companyOrderForm } from './order-form';

/** The billing fields of the order step, by their input names. */
export type BillingFields = Pick<
  ReturnType<typeof companyOrderForm>,
  'vat' | 'company' | 'name' | 'phone' | 'email' | 'streetAddress' | 'postCode' | 'city'
>;

/** A Finnish company's billing fields, as the journeys type them (companyOrderForm's). */
export function billingFields(overrides: Partial<BillingFields> = {}): BillingFields {
  const { vat, company, name, phone, email, streetAddress, postCode, city } = companyOrderForm();
  return { vat, company, name, phone, email, streetAddress, postCode, city, ...overrides };
}

/**
 * The checkout's four steps (cart → order details → pay → summary → thank you) as a buyer goes
 * through them. Each step's method waits for the next step's content, so a click is never sent to a
 * step that is not there yet.
 */
export const checkoutPage = (page: Page) => {
  const orderForm = page.getByTestId('order-form');
  const payAndConfirm = page.getByTestId('pay-and-confirm');
  const review = page.getByTestId('review-and-confirm');
  const choosePayment = (label: string) => payAndConfirm.getByText(label, { exact: true }).click();
  const toSummary = async () => {
    await page.getByTestId('to-summary-step').click();
    await review.waitFor();
  };
  const confirm = () => page.getByTestId('confirm-order').click();
  return {
    cartLines: page.getByTestId('cart-line'),
    orderForm,
    payAndConfirm,
    review,
    thankYou: page.getByTestId('thank-you'),
    orderNumber: page.getByTestId('order-number'),

    /** From the cart to the order details. */
    async toDetails() {
      await page.getByTestId('to-order-step').click();
      await orderForm.waitFor();
    },
    async fillBilling(fields: BillingFields = billingFields()) {
      for (const [name, value] of Object.entries(fields)) await orderForm.locator(`input[name="${name}"]`).fill(value);
    },
    /** The details sent with the form's own button ("Continue" in every language). */
    async submitDetails() {
      await orderForm.locator('button[type="submit"]').click();
      await payAndConfirm.waitFor();
    },
    /** Chooses a payment method by its label, in the page's language. */
    choosePayment,
    toSummary,
    /** Confirms on the summary; what comes next (thank you, the card provider, an approval notice) is the caller's. */
    confirm,
    /** From the pay step: the payment method labelled `label`, the summary, confirmed. */
    async placeOrder(label: string) {
      await choosePayment(label);
      await toSummary();
      await confirm();
    },
  };
};
