import type { Order } from '@shop/contracts';
import { nobody } from '../../src/shared/cart-access';
import { emptyCart } from '../../src/cart/cart-service';
import { CartView } from '../../src/cart/cart-view';
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
