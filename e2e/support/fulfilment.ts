import { SupplierSchema, type Supplier, type Variant } from '@shop/contracts';
import { availableVariants } from './buyer';
import type { RunningShop } from './shop';

/** A mail of the dev mailbox as text: its quoted-printable soft breaks and escapes decoded. */
export const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

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

/**
 * The dev mailbox's mails, decoded, read again until `pick` finds `count` things in them (the outbox
 * sends after the call that caused the mail has answered).
 */
async function waitForMails<T>(
  shop: RunningShop,
  pick: (raw: string) => T[],
  count: number,
  what: string,
): Promise<T[]> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const list = await (await fetch(`${shop.url}/dev/mailbox`)).text();
    const files = [...list.matchAll(/href="\/dev\/mailbox\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
    const mails = await Promise.all(
      files.map(async (file) =>
        quotedPrintable(await (await fetch(`${shop.url}/dev/mailbox/${encodeURIComponent(file)}`)).text()),
      ),
    );
    const found = mails.flatMap(pick);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fewer than ${count} ${what} in the dev mailbox`);
}

/**
 * The purchase-order mails of the dev mailbox for one order (by its number), each with its
 * address and the token of its supplier link; waits until `count` are there.
 */
export async function purchaseOrderMails(
  shop: RunningShop,
  orderNumber: string,
  count: number,
): Promise<{ to: string; token: string }[]> {
  return waitForMails(
    shop,
    (raw) => {
      const token = /\/supplier-order#([\w.-]+)/.exec(raw)?.[1];
      const to = /^To: (.*)$/m.exec(raw)?.[1]?.trim();
      return token && to && raw.includes(orderNumber) ? [{ to, token }] : [];
    },
    count,
    `purchase-order mails of ${orderNumber}`,
  );
}

/**
 * The mails of the dev mailbox to `email` about one order (by its number), each with the address
 * and token of the order link it carries (`/order#<token>`); waits until `count` are there.
 */
export async function buyerOrderLinkMails(
  shop: RunningShop,
  email: string,
  orderNumber: string,
  count: number,
): Promise<{ subject: string; link: string; token: string }[]> {
  return waitForMails(
    shop,
    (raw) => {
      const link = /(https?:\/\/\S+\/order#([\w-]+\.[\w-]+\.[\w-]+))/.exec(raw);
      const to = /^To: (.*)$/m.exec(raw)?.[1] ?? '';
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      return link && to.includes(email) && raw.includes(orderNumber)
        ? [{ subject, link: link[1]!, token: link[2]! }]
        : [];
    },
    count,
    `mails to ${email} with the link of ${orderNumber}`,
  );
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
