/**
 * Texts of a company's billing settings (docs/companies.md, "Billing"): the refusals of bad
 * settings and the back office's form. English is the reference: the other languages must have the
 * same keys.
 */
export const billingEn = {
  'billing.error.net_days': 'Choose 14, 30 or 60 days net.',
  'billing.error.early_days': 'Give the discount period in whole days, from 1 to 59.',
  'billing.error.early_percent': 'Give the discount in percent: more than 0, at most 10, at most two decimals.',
  'billing.error.credit_limit': 'Give the credit limit in euros (0 or more, at most two decimals), or no limit.',
  'billing.error.leitweg_id': 'This is no Leitweg-ID (for example 04011000-1234512345-06).',
  'billing.error.peppol_participant': 'Give the Peppol participant ID as scheme:id, for example 0216:003712345671.',
  'billing.error.finvoice_address': 'Give the e-invoice address as an OVT code (0037 and the business ID) or an IBAN.',
  'billing.error.finvoice_operator': "Give the operator as an OVT code or a bank's BIC.",
  'billing.error.e_invoice_format': 'Choose an e-invoice format.',
  'backoffice.billing.title': 'Billing of companies',
  'backoffice.billing.intro':
    'Payment terms, credit limit, e-invoices and required references of each verified company. ' +
    'Orders placed from now on are invoiced by them; placed orders keep theirs.',
  'backoffice.billing.empty': 'No verified company yet.',
  'backoffice.billing.terms_summary': '{days} days net',
  'backoffice.billing.limit_summary': 'credit limit {limit}',
  'backoffice.billing.no_limit_summary': 'no credit limit',
  'backoffice.billing.net_days': 'Payment terms',
  'backoffice.billing.early_payment': 'Early-payment discount',
  'backoffice.billing.early_days': 'Paid within (days)',
  'backoffice.billing.early_percent': 'Discount (%)',
  'backoffice.billing.credit_limit': 'Credit limit (EUR incl. VAT)',
  'backoffice.billing.credit_limit_placeholder': 'empty = no limit',
  'backoffice.billing.e_invoice': 'E-invoices',
  'backoffice.billing.e_invoice_none': 'None: PDF by e-mail',
  'backoffice.billing.format_xrechnung_ubl': 'XRechnung (UBL)',
  'backoffice.billing.format_xrechnung_cii': 'XRechnung (CII)',
  'backoffice.billing.format_peppol': 'Peppol BIS Billing 3.0',
  'backoffice.billing.format_finvoice': 'Finvoice 3.0',
  'backoffice.billing.leitweg_id': 'Leitweg-ID (public buyers, optional)',
  'backoffice.billing.participant_id': 'Peppol participant ID',
  'backoffice.billing.finvoice_address': 'E-invoice address',
  'backoffice.billing.finvoice_operator': 'Operator',
  'backoffice.billing.require_purchase_order': 'Every order must name a purchase-order number',
  'backoffice.billing.require_cost_center': 'Every order must name a cost centre',
  'backoffice.billing.save': 'Save billing',
  'backoffice.billing.saved': 'Billing of {name} saved.',
} as const;
