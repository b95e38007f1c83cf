import type { MessageKey } from '@shop/i18n';

/**
 * The order form's fields as the checkout labels them: a refusal of set-form or complete names
 * them so (the error handler's `fieldLabels`), a nested one by its parts ("shipping.postCode").
 */
export const orderFormFieldLabels = {
  vat: 'checkout.field_vat',
  company: 'checkout.field_company',
  name: 'checkout.field_name',
  phone: 'checkout.field_phone',
  email: 'checkout.field_email',
  additionalEmails: 'checkout.field_additional_emails',
  streetAddress: 'checkout.field_street',
  addressAdditionalLine: 'checkout.field_address_line',
  postCode: 'checkout.field_postcode',
  city: 'checkout.field_city',
  country: 'checkout.field_country',
  isSeparateShipping: 'checkout.separate_shipping',
  shipping: 'checkout.shipping_address',
  customer_reference: 'checkout.field_reference',
  cost_center: 'checkout.field_cost_center',
  comment: 'checkout.order_comment',
  ownFreight: 'delivery.own_freight',
  timeWindow: 'checkout.delivery_window',
  date: 'checkout.window_date',
  paymentmethod: 'checkout.payment_method',
} as const satisfies Record<string, MessageKey>;

/** set-state's fields as the delivery step labels them. */
export const deliveryFieldLabels = {
  deliveryMethodType: 'checkout.delivery_method',
  ownFreight: 'delivery.own_freight',
  timeWindow: 'checkout.delivery_window',
  date: 'checkout.window_date',
  from: 'checkout.window_from',
  to: 'checkout.window_to',
} as const satisfies Record<string, MessageKey>;

/** set-shipping-comment's fields as the delivery step labels them. */
export const shippingDetailsFieldLabels = {
  comment: 'checkout.shipping_comment',
  siteContact: 'checkout.site_contact',
  name: 'checkout.site_contact_name',
  phone: 'checkout.site_contact_phone',
} as const satisfies Record<string, MessageKey>;
