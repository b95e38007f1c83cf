import { CompanyBillingBodySchema, type CompanyBilling, type EInvoiceRecipient } from '@shop/contracts';
import { parseLimit } from '../company/limit-input';

export type EInvoiceFormat = EInvoiceRecipient['format'] | 'none';

/** The billing form's fields as the inputs hold them: numbers as typed, every format's fields kept. */
export interface BillingValues {
  net_days: string;
  early_days: string;
  early_percent: string;
  credit_limit: string;
  format: EInvoiceFormat;
  leitweg_id: string;
  participant_id: string;
  address: string;
  operator: string;
  require_purchase_order: boolean;
  require_cost_center: boolean;
}
export type BillingTextField = Exclude<
  keyof BillingValues,
  'format' | 'require_purchase_order' | 'require_cost_center'
>;

const euros = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');

export function billingValuesOf(billing: CompanyBilling): BillingValues {
  const recipient = billing.e_invoice;
  const early = billing.payment_terms.early_payment;
  return {
    net_days: String(billing.payment_terms.net_days),
    early_days: early ? String(early.days) : '',
    early_percent: early ? String(early.percent) : '',
    credit_limit: billing.credit_limit === null ? '' : euros(billing.credit_limit),
    format: recipient?.format ?? 'none',
    leitweg_id: recipient && 'leitweg_id' in recipient ? (recipient.leitweg_id ?? '') : '',
    participant_id: recipient?.format === 'peppol-bis' ? recipient.participant_id : '',
    address: recipient?.format === 'finvoice' ? recipient.address : '',
    operator: recipient?.format === 'finvoice' ? recipient.operator : '',
    require_purchase_order: billing.require_purchase_order,
    require_cost_center: billing.require_cost_center,
  };
}

/** A decimal as typed ("2,5" or "2.5"); NaN for anything else, which the contract refuses with its message. */
const decimal = (text: string) => (/^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : NaN);

function recipientOf(values: BillingValues): unknown {
  const text = (value: string) => value.trim();
  switch (values.format) {
    case 'none':
      return null;
    case 'xrechnung-ubl':
    case 'xrechnung-cii':
      return { format: values.format, leitweg_id: text(values.leitweg_id) || null };
    case 'zugferd':
      return { format: values.format };
    case 'peppol-bis':
      return { format: values.format, participant_id: text(values.participant_id) };
    case 'finvoice':
      return { format: values.format, address: text(values.address), operator: text(values.operator) };
  }
}

/** The settings the contract reads from the fields: no early-payment discount while both its fields are empty. */
export function billingBodyOf(values: BillingValues) {
  const early = values.early_days.trim() === '' && values.early_percent.trim() === '';
  const limit = parseLimit(values.credit_limit);
  return CompanyBillingBodySchema.safeParse({
    payment_terms: {
      net_days: Number(values.net_days),
      early_payment: early ? null : { days: decimal(values.early_days), percent: decimal(values.early_percent) },
    },
    credit_limit: limit === null ? null : Math.round(limit * 100),
    e_invoice: recipientOf(values),
    require_purchase_order: values.require_purchase_order,
    require_cost_center: values.require_cost_center,
  });
}

/** The form's field a refusal names (a contract path or the server's `field`): its last part, the discount's apart. */
export function billingFieldOf(path: string): string {
  const last = path.split('.').at(-1) ?? path;
  return { days: 'early_days', percent: 'early_percent', e_invoice: 'format' }[last] ?? last;
}
