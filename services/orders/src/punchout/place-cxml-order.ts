import {
  billingCountryCode,
  LocaleSchema,
  type CxmlMember,
  type Locale,
  OrderFormDraftSchema,
  type User,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { CartRequest } from '../cart/cart-service';
import { hashSecret, newSecret } from '../shared/cart-access';
import { completeOrder, type CompleteOrderDeps } from '../checkout/complete-order';
import type { SessionBuyer } from '../shared/buyer-directory';
import { cxmlUnitPrice } from './cxml-order-message';
import type { CxmlAddress, CxmlOrderLine, CxmlOrderRequest } from './cxml-order-request';
import { punchoutLines } from './punchout-lines';

/** A refusal as cXML answers it (its Status): the code and the reason for the buyer's integrator. */
export class CxmlRefusal extends Error {
  constructor(
    readonly code: number,
    readonly text: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** The order an OrderRequest became, and where the buyer's prices were not the shop's. */
export interface CxmlPlaced {
  orderNumber: string;
  uuid: string;
  /** Each line whose UnitPrice was not the shop's: the shop's price holds (docs/procurement.md). */
  priceNotes: string[];
}

/** The document's language as the shop's (de-DE → de); English for any other. */
export const cxmlLocale = (lang: string): Locale => {
  const parsed = LocaleSchema.safeParse(lang.slice(0, 2).toLowerCase());
  return parsed.success ? parsed.data : 'en';
};

/** The member as a session would show them to the orders service (GET /users/current). */
const buyerOf = (user: User): SessionBuyer => ({
  userid: user.userid,
  discountRows: user.discount_link?.discount_row ?? [],
  name: user.customername.trim() || user.email,
  company: user.company_account,
});

/**
 * The order form the document fills: the company and its member's contact from the users service,
 * the billing address from BillTo (else the member's own), the delivery address from ShipTo when it
 * has one, and the buyer's orderID as purchase-order number.
 */
function orderForm(user: User, request: CxmlOrderRequest): Record<string, unknown> {
  const company = user.company_account!;
  const bill = request.billTo?.street ? request.billTo : null;
  const ship = request.shipTo?.street ? request.shipTo : null;
  const phone = user.phonenumber || bill?.phone || ship?.phone || '';
  const shipping = (address: CxmlAddress) => ({
    name: address.deliverTo || address.name,
    streetAddress: address.street,
    postCode: address.postalCode,
    city: address.city,
    country: address.country,
  });
  return {
    vat: company.vatid,
    company: company.name,
    name: user.customername.trim() || bill?.deliverTo || bill?.name || company.name,
    phone,
    email: user.email,
    streetAddress: bill ? bill.street : user.billingaddress,
    addressAdditionalLine: bill ? '' : user.billingaddress_additional_line,
    postCode: bill ? bill.postalCode : user.billingpostcode,
    city: bill ? bill.city : user.billingcity,
    country: bill ? bill.country : (billingCountryCode(user.billingCountry) ?? ''),
    type: 'company',
    isSeparateShipping: ship !== null,
    ...(ship ? { shipping: shipping(ship) } : {}),
    customer_reference: request.orderId,
    ...(request.comments ? { comment: request.comments.slice(0, 2000) } : {}),
  };
}

/** Lines whose SupplierPartAuxiliaryID names no variant of the shop with that SupplierPartID. */
async function unknownLines(deps: CompleteOrderDeps, lines: CxmlOrderLine[], locale: Locale) {
  const ids = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  const variants = await deps.catalogue.getVariants(ids, locale);
  return lines.filter((line) => line.variantId === null || variants.get(line.variantId)?.code !== line.code);
}

/** Where the buyer's UnitPrice is not what the shop charges for the line (the shop's holds). */
function priceNotes(request: CxmlOrderRequest, charged: { variantId: number; price: string }[]): string[] {
  return request.lines.flatMap((line) => {
    const shop = charged.find((c) => c.variantId === line.variantId)?.price;
    if (!line.unitPrice || shop === undefined) return [];
    const same = line.unitPrice.currency === 'EUR' && Number(line.unitPrice.amount) === Number(shop);
    return same
      ? []
      : [
          `ItemOut ${line.lineNumber}: UnitPrice ${line.unitPrice.amount} ${line.unitPrice.currency} ` +
            `is not the shop\u2019s; ${shop} EUR holds`,
        ];
  });
}

/**
 * An OrderRequest placed as the connection's member would complete a cart in the shop
 * (docs/procurement.md, "cXML OrderRequest"): a new cart of the document's lines, priced by the
 * server, the order form from the document and the member's company, on invoice, completed with
 * the company's rules (order limit approvals; above the credit limit it waits for the shop's
 * approval, as the purchase order is already approved on the buyer's side). `claim` is the
 * payloadID's idempotency claim, kept with the order as a completion's Idempotency-Key is.
 * A form the document cannot fill, and refusals of the cart and the checkout, come as HttpError.
 */
export async function placeCxmlOrder(
  deps: CompleteOrderDeps,
  member: CxmlMember,
  request: CxmlOrderRequest,
  claim: string,
): Promise<CxmlPlaced> {
  const locale = cxmlLocale(request.lang);
  const unknown = await unknownLines(deps, request.lines, locale);
  if (unknown.length > 0)
    throw new CxmlRefusal(
      400,
      'Bad Request',
      unknown
        .map(
          (line) =>
            `ItemOut ${line.lineNumber}: SupplierPartID ${line.code} ` +
            'with this SupplierPartAuxiliaryID is no article of the shop',
        )
        .join('; '),
    );
  const buyer = buyerOf(member.user);
  const ctx: CartRequest = {
    locale,
    who: { buyer, browser: null, confirmationFor: () => null },
    // A purchasing system's order is no visitor's cart: the new-cart limit counts browsers.
    admitNewCart: () => undefined,
  };
  const form = OrderFormDraftSchema.safeParse(orderForm(member.user, request));
  if (!form.success)
    throw new HttpError(
      400,
      'VALIDATION',
      'error.bad_request',
      form.error.issues.map((issue) => ({ field: issue.path.join('.'), reason: issue.message })),
    );
  const cart = await deps.carts.addMany(
    { lines: request.lines.map((line) => ({ variantId: line.variantId!, amount: line.quantity })) },
    ctx,
  );
  await deps.carts.setForm(cart.uuid, form.data, ctx);
  await deps.carts.setPaymentMethod(cart.uuid, 'invoice', ctx);
  // No browser completes it: the confirmation token is made and dropped, so it opens nothing.
  const { answer } = await completeOrder(deps, cart.uuid, {
    locale,
    buyer,
    confirmation: { hash: hashSecret(newSecret()), expiresAt: new Date() },
    request: hashSecret(claim),
    creditApproval: true,
  });
  const order = await deps.store.findByUuid(answer.uuid);
  const charged = punchoutLines(order!).map((line) => ({ variantId: line.variantId, price: cxmlUnitPrice(line) }));
  return { orderNumber: answer.order_number, uuid: answer.uuid, priceNotes: priceNotes(request, charged) };
}
