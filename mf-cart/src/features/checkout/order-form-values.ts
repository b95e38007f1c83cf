import {
  DeliveryMethodTypeSchema,
  OrderFormSchema,
  type DeliveryMethodType,
  type Order,
  type OrderForm,
  type OwnFreight,
} from '@shop/contracts';
import { z } from 'zod';

const text = z.string();
const buyerType = OrderFormSchema.shape.type.unwrap();

/**
 * The step's fields as the inputs hold them: text as typed, the additional addresses as one text,
 * the separate delivery address kept while its box is unticked, and the delivery method with the
 * own-freight details (saved with the chosen method, not with the order form).
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
  isSeparateShipping: z.boolean(),
  shipping: z.object({ name: text, streetAddress: text, postCode: text, city: text, country: text }),
  deliveryMethod: DeliveryMethodTypeSchema,
  ownFreight: z.object({ contractNumber: text, carrierPhone: text, carrierName: text }),
});
export type OrderFormValues = z.infer<typeof OrderFormValuesSchema>;

/** What the step saves: the order form as the contract reads it, and the chosen delivery. */
export interface OrderDetails {
  form: OrderForm;
  delivery: { type: DeliveryMethodType; ownFreight?: OwnFreight };
}

/** The order form of the contract from the fields; the contract itself trims and checks it. */
function orderFormOf(values: OrderFormValues): z.input<typeof OrderFormSchema> {
  const {
    shipping,
    isSeparateShipping,
    additionalEmails,
    deliveryMethod: _method,
    ownFreight: _freight,
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

/**
 * The resolver's schema: the fields checked by the order form contract (its messages are i18n
 * keys), each issue placed on the field that shows it. The contract names a bad additional address
 * by its place in the list; the form has one field for the whole list.
 */
export const OrderDetailsSchema = OrderFormValuesSchema.transform((values, ctx): OrderDetails => {
  const form = OrderFormSchema.safeParse(orderFormOf(values));
  const ownFreight = ownFreightOf(values.ownFreight);
  if (!form.success) {
    for (const issue of form.error.issues) {
      const path = issue.path[0] === 'additionalEmails' ? ['additionalEmails'] : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
  }
  const ownFreightMissing = values.deliveryMethod === 'own_freight' && !ownFreight;
  if (ownFreightMissing) ctx.addIssue({ code: 'custom', message: 'cart.own_freight_required', path: ['ownFreight'] });
  if (!form.success || ownFreightMissing) return z.NEVER;
  return {
    form: form.data,
    delivery: {
      type: values.deliveryMethod,
      ...(values.deliveryMethod === 'own_freight' && ownFreight ? { ownFreight } : {}),
    },
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
  };
}
