import type { Order } from '@shop/contracts';
import { nobody } from '../../src/shared/cart-access';
import { emptyCart } from '../../src/cart/cart-service';
import { CartView, type KeptAnswer, type Reader } from '../../src/cart/cart-view';
import { publicOrderBytes } from '../../src/shared/json-serialization';
import type { OrderStore } from '../../src/shared/order-store';
import type { ShownVariant, VariantCatalogue } from '../../src/shared/variant-catalogue';
import { FakeCatalogue } from '../fake-catalogue';

/** The catalogue as the embedded one answers: the same object for a variant until it changes. */
class KeptCatalogue extends FakeCatalogue {
  private readonly kept = new Map<string, ShownVariant>();

  override async showVariants(ids: number[], locale: Parameters<VariantCatalogue['showVariants']>[1]) {
    const fresh = await super.showVariants(ids, locale);
    for (const [id, variant] of fresh) {
      const key = `${locale}:${id}`;
      const last = this.kept.get(key);
      if (last && JSON.stringify(last) === JSON.stringify(variant)) fresh.set(id, last);
      else this.kept.set(key, variant);
    }
    return fresh;
  }
}

const line = (id: number, variantId: number) => ({
  id,
  code: `NB-${variantId}`,
  variant_id: variantId,
  quantity: 1,
  price: 4_990,
  discount: 0,
  fullTitle: `Doppelstabmattenzaun ${variantId}`,
  reference: '',
});

describe('CartView: each line as shown', () => {
  const catalogue = new KeptCatalogue();
  catalogue.put(101, { titles: { en: 'Double rod fence 101' } });
  catalogue.put(102, { titles: { en: 'Double rod fence 102' } });
  const view = new CartView({ store: {} as OrderStore, catalogue });
  const cart: Order = {
    ...emptyCart('5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', 'de'),
    items: [line(1, 101), line(2, 102)],
  };
  const reader = { locale: 'en' as const, who: nobody };

  it('answers a line whose stored line and variant did not change as the same object (written once)', async () => {
    const first = await view.present(cart, reader);
    const again = await view.present({ ...cart, items: [cart.items[0]!, { ...cart.items[1]!, quantity: 3 }] }, reader);
    expect(again.items[0]).toBe(first.items[0]);
    expect(again.items[1]).not.toBe(first.items[1]);
    expect(again.items[1]).toMatchObject({ quantity: 3, fullTitle: 'Double rod fence 102' });
  });

  it('shows the variant anew once the catalogue changed it, and in the reader’s language', async () => {
    const first = await view.present(cart, reader);
    catalogue.put(101, { titles: { en: 'Double rod fence 101' }, availability: 'not_available' });
    const after = await view.present(cart, reader);
    expect(after.items[0]).not.toBe(first.items[0]);
    expect(after.items[0]!.variant).toMatchObject({ id: 101, availability: 'not_available' });
    expect(after.items[0]!.variant).not.toHaveProperty('parts');
    expect((await view.present(cart, { ...reader, locale: 'de' })).items[0]!.fullTitle).toBe(
      'Doppelstabmattenzaun 101',
    );
  });
});

/** An answer's bytes as publicOrderBytes writes them from scratch: a copy has no bytes built with it. */
const fromScratch = (answer: Order) => publicOrderBytes(structuredClone(answer)).toString();

describe('CartView: a change answered from its last answer', () => {
  const catalogue = new KeptCatalogue();
  for (const id of [101, 102, 103, 104]) catalogue.put(id, { titles: { en: `Double rod fence ${id}` } });
  const view = new CartView({ store: {} as OrderStore, catalogue });
  const cart = (items: Order['items']): Order => ({
    ...emptyCart('5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', 'de'),
    items,
  });
  const answered = async (order: Order, reader: Reader, last?: KeptAnswer) => {
    const shown = await view.shown(order, reader.locale);
    return view.presentChange(order, reader, shown, last);
  };
  const en: Reader = { locale: 'en', who: nobody };

  it('answers the bytes of the answer written from scratch, whatever changed since the last one', async () => {
    const [a, b, c, kit] = [line(1, 101), line(2, 102), line(3, 103), line(9, 105)];
    const changes: [Order, Reader][] = [
      [cart([a, b, c]), en],
      [cart([a, b, c, line(4, 104)]), en],
      [cart([c, a, b]), en],
      [cart([c, b]), en],
      [cart([c, { ...b, quantity: 7 }]), en],
      [cart([c, { ...b, quantity: 7 }]), { ...en, locale: 'fi' }],
      [cart([a, b, c]), en],
    ];
    let last: KeptAnswer | undefined;
    for (const [step, [order, reader]] of changes.entries()) {
      // A kit part moving and a variant's price, title and availability moving, between the changes.
      if (step === 3) catalogue.put(105, { parts: [{ quantity: 2, variant: catalogue.put(106) }] });
      if (step === 4)
        catalogue.put(103, { titles: { en: 'Moved 103' }, sale_price: 5_990, availability: 'out_of_stock' });
      if (step === 5) catalogue.put(106, { sale_price: 1_990 });
      const withKit = step >= 3 ? { ...order, items: [...order.items, kit] } : order;
      const { answer, kept } = await answered(withKit, reader, last);
      expect(publicOrderBytes(answer).toString()).toBe(fromScratch(answer));
      expect(fromScratch(answer)).toBe(publicOrderBytes(await view.present(withKit, reader)).toString());
      last = kept;
    }
  });

  it('writes a line anew when its variant changed, not the bytes it was answered with last time', async () => {
    const order = cart([line(1, 101), line(2, 102)]);
    const first = await answered(order, en);
    catalogue.put(102, { titles: { en: 'Repainted fence 102' }, sale_price: 6_990 });
    const { answer } = await answered(order, en, first.kept);
    const text = publicOrderBytes(answer).toString();
    expect(text).toContain('"fullTitle":"Repainted fence 102"');
    expect(text).toContain('"sale_price":6990');
    expect(text).toBe(fromScratch(answer));
  });

  it('keeps an untouched line as the same object with the same bytes, and writes the changed one', async () => {
    const order = cart([line(1, 101), line(2, 102)]);
    const first = await answered(order, en);
    const { answer, kept } = await answered(
      cart([order.items[0]!, { ...order.items[1]!, quantity: 3 }]),
      en,
      first.kept,
    );
    expect(answer.items[0]).toBe(first.answer.items[0]);
    expect(kept.bytes.subarray(kept.starts[0], kept.ends[0])).toEqual(
      first.kept.bytes.subarray(first.kept.starts[0], first.kept.ends[0]),
    );
    expect(publicOrderBytes(answer).toString()).toContain('"quantity":3');
  });
});
