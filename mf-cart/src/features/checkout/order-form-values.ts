import {
  deliveryDateIssue,
  DeliveryMethodTypeSchema,
  DeliveryWindowSchema,
  OrderFormSchema,
  ShippingCommentBodySchema,
  SiteContactSchema,
  type DeliveryMethodType,
  type DeliveryWindow,
  type Order,
  type OrderForm,
  type OwnFreight,
  type SiteContact,
} from '@shop/contracts';
import { z } from 'zod';
import { shopToday } from '@shop/i18n';
import type { RequiredReferences } from './required-references';

const text = z.string();
const buyerType = OrderFormSchema.shape.type.unwrap();

/**
 * The step's fields as the inputs hold them: text as typed, the additional addresses as one text,
 * the separate delivery address kept while its box is unticked, the delivery method with the
 * own-freight details and the timed-delivery window (saved with the chosen method, not with the
 * order form), and the driver's instructions with the work-site contact (saved as the shipping comment).
 */
const OrderFormValuesSchema = z.object({
  vat: text,
  company: text,
  name: text,
  phone: text,
  email: text,
  streetAddress: text,
  addressAdditionalLine: text,
  postCode: text,
  city: text,
  country: text,
  type: buyerType,
  /** Addresses separated by commas, semicolons or spaces. */
  additionalEmails: text,
  customer_reference: text,
  cost_center: text,
  isSeparateShipping: z.boolean(),
  shipping: z.object({ name: text, streetAddress: text, postCode: text, city: text, country: text }),
  deliveryMethod: DeliveryMethodTypeSchema,
  ownFreight: z.object({ contractNumber: text, carrierPhone: text, carrierName: text }),
  timeWindow: z.object({ date: text, from: text, to: text }),
  shippingComment: text,
  siteContact: z.object({ name: text, phone: text }),
});
export type OrderFormValues = z.infer<typeof OrderFormValuesSchema>;

/** What the step saves: the order form as the contract reads it, the chosen delivery and the driver's details. */
export interface OrderDetails {
  form: OrderForm;
  delivery: { type: DeliveryMethodType; ownFreight?: OwnFreight; timeWindow?: DeliveryWindow };
  shipping: { comment: string; siteContact: SiteContact | null };
}

/** The order form of the contract from the fields; the contract itself trims and checks it. */
function orderFormOf(values: OrderFormValues): z.input<typeof OrderFormSchema> {
  const {
    shipping,
    isSeparateShipping,
    additionalEmails,
    deliveryMethod: _method,
    ownFreight: _freight,
    timeWindow: _window,
    shippingComment: _comment,
    siteContact: _contact,
    ...rest
  } = values;
  return {
    ...rest,
    additionalEmails: additionalEmails.split(/[,\s;]+/).filter(Boolean),
    isSeparateShipping,
    shipping: isSeparateShipping ? shipping : undefined,
  };
}

/** Own freight needs a contract number, or a phone number together with the carrier's name. */
function ownFreightOf({ contractNumber, carrierPhone, carrierName }: OrderFormValues['ownFreight']): OwnFreight | null {
  if (contractNumber.trim()) return { contractNumber: contractNumber.trim() };
  if (carrierPhone.trim() && carrierName.trim())
    return { carrierPhone: carrierPhone.trim(), carrierName: carrierName.trim() };
  return null;
}

type Issues = { path: PropertyKey[]; message: string }[];

/** The timed-delivery window by the contract's rules, and its day as the orders service will judge it today. */
function timeWindowOf(values: OrderFormValues['timeWindow']): { window?: DeliveryWindow; issues: Issues } {
  const window = DeliveryWindowSchema.safeParse(values);
  const issues: Issues = window.success ? [] : [...window.error.issues];
  const dateIssue = issues.some((i) => i.path[0] === 'date')
    ? null
    : deliveryDateIssue(values.date.trim(), shopToday());
  if (dateIssue) issues.push({ path: ['date'], message: dateIssue });
  return window.success && issues.length === 0 ? { window: window.data, issues } : { issues };
}

/** The driver's instructions, and the work-site contact when either of its fields is filled in. */
function shippingOf({ shippingComment, siteContact }: OrderFormValues) {
  const comment = ShippingCommentBodySchema.shape.comment.safeParse(shippingComment);
  const wanted = siteContact.name.trim() !== '' || siteContact.phone.trim() !== '';
  const contact = wanted ? SiteContactSchema.safeParse(siteContact) : null;
  const issues: Issues = [
    ...(comment.success ? [] : comment.error.issues.map((i) => ({ ...i, path: ['shippingComment'] }))),
    ...(contact && !contact.success
      ? contact.error.issues.map((i) => ({ ...i, path: ['siteContact', ...i.path] }))
      : []),
  ];
  return { comment: comment.data ?? '', siteContact: contact?.success ? contact.data : null, issues };
}

/** The references the buyer's company requires and the form lacks, as the orders service refuses them. */
const missingReferences = (values: OrderFormValues, required: RequiredReferences): Issues => [
  ...(required.purchaseOrder && !values.customer_reference.trim()
    ? [{ path: ['customer_reference'], message: 'checkout.purchase_order_required' }]
    : []),
  ...(required.costCenter && !values.cost_center.trim()
    ? [{ path: ['cost_center'], message: 'checkout.cost_center_required' }]
    : []),
];

/**
 * The resolver's schema: the fields checked by the contracts (their messages are i18n keys) and the
 * references the buyer's company requires, each issue placed on the field that shows it. The
 * contract names a bad additional address by its place in the list; the form has one field for the
 * whole list.
 */
export const orderDetailsSchema = (required: RequiredReferences) =>
  OrderFormValuesSchema.transform((values, ctx): OrderDetails => {
    const form = OrderFormSchema.safeParse(orderFormOf(values));
    const ownFreight = ownFreightOf(values.ownFreight);
    const timed = values.deliveryMethod === 'timecap' ? timeWindowOf(values.timeWindow) : { issues: [] };
    const shipping = shippingOf(values);
    const issues: Issues = [
      ...(form.success
        ? []
        : form.error.issues.map((i) => ({
            ...i,
            path: i.path[0] === 'additionalEmails' ? ['additionalEmails'] : i.path,
          }))),
      ...(values.deliveryMethod === 'own_freight' && !ownFreight
        ? [{ path: ['ownFreight'], message: 'cart.own_freight_required' }]
        : []),
      ...timed.issues.map((i) => ({ ...i, path: ['timeWindow', ...i.path] })),
      ...shipping.issues,
      ...missingReferences(values, required),
    ];
    for (const { path, message } of issues) ctx.addIssue({ code: 'custom', message, path });
    if (!form.success || issues.length > 0) return z.NEVER;
    return {
      form: form.data,
      delivery: {
        type: values.deliveryMethod,
        ...(values.deliveryMethod === 'own_freight' && ownFreight ? { ownFreight } : {}),
        ...(timed.window ? { timeWindow: timed.window } : {}),
      },
      shipping: { comment: shipping.comment, siteContact: shipping.siteContact },
    };
  });

const storedText = z.string().catch('');
const storedCountry = z.string().min(1).catch('FI');
const emptyShipping = { name: '', streetAddress: '', postCode: '', city: '', country: 'FI' };

/**
 * The form as the cart stores it, read field by field: the stored form is whatever earlier drafts
 * saved, so a field missing or of another shape starts empty (or at its default) on its own.
 */
const StoredFormSchema = z.object({
  vat: storedText,
  company: storedText,
  name: storedText,
  phone: storedText,
  email: storedText,
  streetAddress: storedText,
  addressAdditionalLine: storedText,
  postCode: storedText,
  city: storedText,
  country: storedCountry,
  type: buyerType.catch('company'),
  additionalEmails: z
    .array(z.string())
    .catch([])
    .transform((list) => list.join(', ')),
  customer_reference: storedText,
  cost_center: storedText,
  isSeparateShipping: z.boolean().catch(false),
  shipping: z
    .object({
      name: storedText,
      streetAddress: storedText,
      postCode: storedText,
      city: storedText,
      country: storedCountry,
    })
    .catch(emptyShipping),
});

/** The fields as the cart left them: its saved form and its chosen delivery. */
export function orderFormValuesOf(cart: Order): OrderFormValues {
  return {
    ...StoredFormSchema.parse(cart.form ?? {}),
    deliveryMethod: cart.delivery?.type ?? 'product_freight',
    ownFreight: { contractNumber: '', carrierPhone: '', carrierName: '', ...cart.delivery?.own_freight },
    timeWindow: cart.delivery_window ?? { date: '', from: '', to: '' },
    shippingComment: cart.shipping_comment ?? '',
    siteContact: cart.site_contact ?? { name: '', phone: '' },
  };
}
