import { apiCalls, callPath } from '@shop/contracts';
import { useCartActionsStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch, pageWithEmbeddedAnswers } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { productVariantsTake } from '../src/api/product-variants';
import { ProductPage } from '../src/features/product-page/product-page';
import { variantFixture } from './catalogue-fixtures';

// mf-cart provides the action through the shared store in the shop; here a stand-in.
const addToCart = jest.fn();

const slug = 'mobile-fence-panel';
const listPath = callPath(apiCalls.catalogue.variantsByProduct, { slug }, { range: [0, productVariantsTake] });
const setsPath = callPath(apiCalls.catalogue.productSets, { slug });

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/products/:slug" element={<ProductPage />} />
    </Routes>,
    { route: `/products/${slug}` },
  );
}

describe('ProductPage', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    addToCart.mockReset();
    useCartActionsStore.setState({ addToCart });
  });

  it('tables the variants with net price, availability, delivery and minimum under the category trail', async () => {
    const kit = variantFixture(3);
    const calls = mockFetch({
      [listPath]: {
        count: 3,
        variants: [
          variantFixture(1),
          variantFixture(2, {
            availability: 'out_of_stock',
            delivery_estimate: { kind: 'range', min: 5, max: 10 },
            min_order: 1,
            sale_price: 123456,
          }),
          kit,
        ],
      },
      [setsPath]: [{ ...kit, parts: [{ quantity: 2, variant: variantFixture(1) }] }],
      [`/product/parent-sets/${slug}`]: [],
    });
    renderPage();
    expect(screen.getByTestId('product-page-loading')).toBeInTheDocument();

    const rows = await screen.findAllByTestId('variant-row');
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mobile fence panel heavy duty');
    expect(screen.getByTestId('supplier')).toHaveTextContent('Pohjolan Profiili Oy');
    expect(rows[0]).toHaveTextContent('BZ-000001');
    expect(rows[0]).toHaveTextContent('€47.90');
    expect(rows[0]).toHaveTextContent('Available');
    expect(rows[0]).toHaveTextContent('Delivery within 4 working days');
    expect(rows[1]).toHaveTextContent('€1,234.56');
    expect(rows[1]).toHaveTextContent('Out of stock');
    expect(rows[1]).toHaveTextContent('5–10 working days');
    // Nothing to choose a quantity of or price: it cannot be ordered.
    expect(within(rows[1]!).queryByTestId('quantity')).not.toBeInTheDocument();
    expect(await within(rows[1]!).findByTestId('add-to-cart')).toBeDisabled();

    const sets = await screen.findByTestId('sets');
    expect(within(sets).getByRole('link', { name: kit.title })).toHaveAttribute('href', '/variant/3');
    expect(within(sets).getByTestId('set-parts')).toHaveTextContent('2 ×');
    // The sets come in one call for the product, not one detail call per variant.
    expect(calls.filter((call) => call.path === setsPath)).toHaveLength(1);
    expect(calls.filter((call) => /^\/productVariant\/\d+$/.test(call.path))).toEqual([]);
    expect(useUiStore.getState().breadcrumbs).toEqual([
      { label: 'Fences', href: '/categories/fences' },
      { label: 'Temporary fences', href: '/categories/temporary-fences' },
      { label: 'Mobile fence panel heavy duty', href: `/products/${slug}` },
    ]);
  });

  it('renders the variants, price tiers, sets and parent sets the gateway embedded in its first render', () => {
    const calls = mockFetch({});
    pageWithEmbeddedAnswers('en', {
      [`/productVariant/by-product/${slug}?range=[0,${productVariantsTake}]`]: {
        count: 2,
        variants: [variantFixture(1), variantFixture(2)],
      },
      [`/product/sets/${slug}`]: [{ ...variantFixture(2), parts: [{ quantity: 4, variant: variantFixture(1) }] }],
      [`/product/parent-sets/${slug}`]: [],
      '/orders/price-tiers': { volume: [{ min_quantity: 50, percent: 3 }], whole_order: [], personal: [] },
    });
    try {
      renderPage();
      expect(screen.queryByTestId('product-page-loading')).not.toBeInTheDocument();
      expect(screen.getAllByTestId('variant-row')).toHaveLength(2);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mobile fence panel heavy duty');
      expect(screen.getByTestId('volume-tier')).toHaveTextContent('50');
      expect(within(screen.getByTestId('sets')).getByTestId('set-parts')).toHaveTextContent('4 ×');
      expect(calls.filter((call) => /^\/productVariant\/\d+$/.test(call.path))).toEqual([]);
    } finally {
      pageWithEmbeddedAnswers('en', {});
    }
  });

  it('starts at the minimum, refuses a quantity below it and adds the chosen quantity through mf-cart', async () => {
    mockFetch({
      [listPath]: { count: 1, variants: [variantFixture(1)] },
      [`/product/parent-sets/${slug}`]: [],
    });
    renderPage();
    const quantity = await screen.findByTestId('quantity');
    expect(quantity).toHaveValue(20);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue(20);
    expect(screen.getByTestId('quantity-refused')).toHaveTextContent('The minimum order is 20.');

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(21);
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    await screen.findByText('Add to cart', { selector: 'button:not([disabled])' });
    fireEvent.click(button);
    expect(addToCart).toHaveBeenCalledWith({
      variantId: 1,
      amount: 21,
      title: 'Mobile fence panel 1',
      priceCents: 4790,
    });
  });

  it('offers a variant out of stock a "request a similar product" form that sends a message naming it', async () => {
    const calls = mockFetch({
      [listPath]: { count: 1, variants: [variantFixture(2, { availability: 'out_of_stock' })] },
      [`/product/parent-sets/${slug}`]: [],
      '/contact/submit': { id: 1, message: 'Message sent' },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('request-similar'));
    const form = screen.getByTestId('similar-request');
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Email required')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: 'anna@rakennus-oy.fi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('similar-request-sent')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/contact/submit');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({
      email: 'anna@rakennus-oy.fi',
      message: 'Please offer me a product similar to Mobile fence panel 2 (BZ-000002).',
    });
  });

  it('shows an error with retry when the product does not exist', async () => {
    mockFetch({});
    renderPage();
    expect(await screen.findByText('The product could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
