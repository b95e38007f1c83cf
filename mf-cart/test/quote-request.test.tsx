import type { Order, PriceTiers } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderRoutes, renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { CartDiscounts } from '../src/features/checkout/cart-discounts';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { CartLines } from '../src/features/checkout/cart-lines';
import { QuoteCartNote } from '../src/features/quote/quote-cart-note';
import { QuoteRequest } from '../src/features/quote/quote-request';
import { checkoutCart } from './helpers/orders';

const cart: Order = {
  id: 3,
  uuid: '2f1d3a57-5f0e-4d0e-9f59-0d7f3e0d2a11',
  user_id: null,
  items: [
    {
      id: 1,
      code: 'DSM-656',
      variant_id: 11,
      quantity: 40,
      price: 2_000,
      discount: 0,
      fullTitle: 'Doppelstabmatte',
      reference: '',
    },
  ],
  order_status: 'created',
  delivery_methodid: 1,
  total_price: 80_000,
  total_delivery_price: 0,
  total_discount: 0,
  total_vat_price: 20_400,
  total_price_with_vat: 100_400,
  length: 40,
  isOwnFreightAllowed: true,
  isProcessed: false,
  order_number: null,
  form: { name: 'Anna Virtanen', email: 'anna@rakennus-oy.fi', company: 'Rakennus Oy' },
};
const tiers: PriceTiers = {
  volume: [{ min_quantity: 50, percent: 3 }],
  whole_order: [{ min_goods: 500_000, percent: 2 }],
  personal: [],
};
const bodyOf = (call: { init: RequestInit | undefined }) => JSON.parse(String(call.init?.body));

beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('requesting a quote from the cart', () => {
  it('sends the cart, the buyer’s details from the form and the note, and says where the quote goes to', async () => {
    const calls = mockFetch({
      '/orders/quote-request': {
        uuid: '9a0c3a57-5f0e-4d0e-9f59-0d7f3e0d2a11',
        number: 'Q-100009',
        email: 'anna@rakennus-oy.fi',
      },
    });
    renderWithProviders(<QuoteRequest cart={cart} />);
    fireEvent.click(screen.getByTestId('quote-request-open'));
    // The form loads on the click (its own module): the cart page's JavaScript has a budget.
    fireEvent.change(await screen.findByLabelText('Your note for our sales team (optional)'), {
      target: { value: 'Delivery to the site in Pasila' },
    });
    fireEvent.click(screen.getByTestId('quote-request-submit'));
    expect((await screen.findByTestId('quote-requested')).textContent).toContain(
      'Quote request Q-100009 is sent. We will e-mail the quote to anna@rakennus-oy.fi',
    );
    expect(bodyOf(calls.find((call) => call.path === '/orders/quote-request')!)).toEqual({
      cart_uuid: cart.uuid,
      note: 'Delivery to the site in Pasila',
      buyer: { name: 'Anna Virtanen', email: 'anna@rakennus-oy.fi', company: 'Rakennus Oy', phone: '' },
    });
    // A guest's quote opens with the link of its mail only: no link to it here.
    expect(screen.queryByTestId('quote-requested-link')).toBeNull();
  });

  it('names each bad field before sending, and a field the server refuses', async () => {
    const calls = mockFetch({
      '/orders/quote-request': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Bad request',
          issues: [{ field: 'buyer.phone', reason: 'Invalid phone number' }],
        },
      },
    });
    renderWithProviders(<QuoteRequest cart={{ ...cart, form: {} }} />);
    fireEvent.click(screen.getByTestId('quote-request-open'));
    const form = await screen.findByTestId('quote-request-form');
    fireEvent.click(screen.getByTestId('quote-request-submit'));
    expect(
      within(form)
        .getAllByRole('textbox')
        .filter((box) => box.getAttribute('aria-invalid')),
    ).toHaveLength(2);
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Pekka' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'pekka@example.fi' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '+358 40 123 4567' } });
    fireEvent.click(screen.getByTestId('quote-request-submit'));
    expect(await within(form).findByText('Invalid phone number')).toBeTruthy();
  });
});

describe('a quote’s cart', () => {
  const quote = {
    uuid: '9a0c3a57-5f0e-4d0e-9f59-0d7f3e0d2a11',
    number: 'Q-100009',
    valid_until: '2026-12-15',
    lines: [{ variant_id: 11, quantity: 40, unit_price: 2_000 }],
  };

  it('shows its quantities fixed, without a spinner, remove or volume tiers', async () => {
    mockFetch({ '/orders/price-tiers': tiers });
    renderWithProviders(
      <>
        <CartLines cart={{ ...cart, quote }} />
        <CartDiscounts cart={{ ...cart, quote }} />
        <CartLines cart={{ ...cart, uuid: '3f1d3a57-5f0e-4d0e-9f59-0d7f3e0d2a11' }} />
      </>,
    );
    // The cart without a quote, rendered beside it, shows its tier once the tiers are read.
    expect(await screen.findByTestId('line-tier')).toBeTruthy();
    expect(screen.getAllByTestId('line-tier')).toHaveLength(1);
    expect(screen.getByTestId('line-quantity-fixed').textContent).toBe('40');
    expect(screen.getAllByTestId('line-quantity')).toHaveLength(1);
    expect(screen.getAllByText('Remove')).toHaveLength(1);
    expect(screen.queryByTestId('cart-discounts')).toBeNull();
  });

  it('says which quote it is and until when its prices hold', () => {
    renderWithProviders(<QuoteCartNote quote={quote} />);
    expect(screen.getByTestId('quote-cart-note').textContent).toContain(
      'This cart belongs to quote Q-100009: products, quantities and prices are fixed as quoted, valid until',
    );
  });
});

describe("the header's way to the quote request (#quote-request)", () => {
  const pages = { '/cart/:uuid': <CheckoutPage /> };
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('opens the request form under the cart’s lines', async () => {
    mockFetch({ [`/orders/by-id/${checkoutCart.uuid}`]: checkoutCart, '/orders/price-tiers': tiers });
    renderRoutes(`/cart/${checkoutCart.uuid}#quote-request`, pages);
    const form = await screen.findByTestId('quote-request-form');
    expect(form.closest('section')).toHaveAttribute('id', 'quote-request');
    expect(screen.getByRole('heading', { level: 2, name: 'Request a quote' })).toBeInTheDocument();
  });

  it('tells a visitor without a cart to fill one first, and offers the contact form', async () => {
    mockFetch({});
    renderRoutes('/cart/new#quote-request', pages);
    const hint = await screen.findByTestId('quote-request-needs-cart');
    expect(hint).toHaveTextContent('Put the products you want a quote for into the cart');
    expect(within(hint).getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/contact');
  });
});
