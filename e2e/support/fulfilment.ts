import { SupplierSchema, type Supplier, type Variant } from '@shop/contracts';
import { availableVariants } from './buyer';
import { linkIn, waitForMails } from './mail';
import type { RunningShop } from './shop';

/** Two available variants of two suppliers, a Finnish and a German one when the catalogue has both. */
export async function variantsOfTwoSuppliers(shop: RunningShop): Promise<{ variant: Variant; supplier: Supplier }[]> {
  const roots = (await (await fetch(`${shop.url}/api/category/rootCategories`)).json()) as { slug: string }[];
  const bySupplier = new Map<number, { variant: Variant; supplier: Supplier }>();
  for (const { slug } of roots) {
    for (const variant of await availableVariants(shop, slug)) {
      if (bySupplier.has(variant.supplier.id)) continue;
      const supplier = SupplierSchema.parse(
        await (await fetch(`${shop.url}/api/suppliers/${variant.supplier.id}`)).json(),
      );
      bySupplier.set(supplier.id, { variant, supplier });
    }
    const finnish = [...bySupplier.values()].find((s) => s.supplier.language === 'fi');
    const german = [...bySupplier.values()].find((s) => s.supplier.language === 'de');
    if (finnish && german) return [finnish, german];
  }
  const found = [...bySupplier.values()];
  if (found.length < 2) throw new Error('the catalogue has fewer than two suppliers with available variants');
  return found.slice(0, 2);
}

const supplierLink = /\/supplier-order#([\w.-]+)$/;
const orderLink = /\/order#([\w-]+\.[\w-]+\.[\w-]+)$/;

/**
 * The purchase-order mails for one order (by its number), each with its address and the token of its
 * supplier link; waits until `count` are there.
 */
export async function purchaseOrderMails(
  shop: RunningShop,
  orderNumber: string,
  count: number,
): Promise<{ to: string; token: string }[]> {
  const mails = await waitForMails(shop, { containing: orderNumber, link: supplierLink }, count);
  return mails.map((mail) => ({ to: mail.to, token: supplierLink.exec(linkIn(mail, supplierLink))![1]! }));
}

/**
 * The mails to `email` about one order (by its number), each with the address and token of the order
 * link it carries (`/order#<token>`); waits until `count` are there.
 */
export async function buyerOrderLinkMails(
  shop: RunningShop,
  email: string,
  orderNumber: string,
  count: number,
): Promise<{ subject: string; link: string; token: string }[]> {
  const mails = await waitForMails(shop, { to: email, containing: orderNumber, link: orderLink }, count);
  return mails.map((mail) => {
    const link = linkIn(mail, orderLink);
    return { subject: mail.subject, link, token: orderLink.exec(link)![1]! };
  });
}

/** A supplier's answer through its link, as its page sends it (the token as a Bearer header). */
export async function supplierAnswers(
  shop: RunningShop,
  token: string,
  call: 'confirm' | 'shipped' | 'not-deliverable',
  body: unknown,
): Promise<void> {
  const res = await fetch(`${shop.url}/api/orders/supplier-order/${call}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`supplier ${call}: ${res.status} ${await res.text()}`);
}

/** The shop's today (Helsinki), the first day a supplier may give as its dispatch day. */
export { shopToday } from '@shop/i18n';
