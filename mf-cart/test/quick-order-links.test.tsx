import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { CheckoutPage } from '../src/features/checkout/checkout-page';
import { QuickOrderPage } from '../src/features/quick-order/quick-order-page';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const pages = { '/cart/:uuid': <CheckoutPage />, '/quick-order': <QuickOrderPage /> };

describe('the way from the cart to the quick order', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('is a link beside Continue on the cart step, styled as a link and not as a button', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: checkoutCart, '/orders/price-tiers': { status: 503, body: {} } });
    renderRoutes(`/cart/${uuid}`, pages);
    await screen.findByTestId('to-order-step');
    expect(screen.getByTestId('to-quick-order').className).toBe('checkout__quick-order');
    fireEvent.click(screen.getByRole('link', { name: 'Quick order by product code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick order' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/quick-order');
  });

  it('is offered by the empty cart', async () => {
    mockFetch({ [`/orders/by-id/${uuid}`]: { status: 404, body: { statusCode: 404, message: 'not found' } } });
    renderRoutes(`/cart/${uuid}`, pages);
    await screen.findByTestId('cart-empty');
    fireEvent.click(screen.getByRole('link', { name: 'Quick order by product code' }));
    expect(await screen.findByTestId('quick-order')).toBeInTheDocument();
  });
});
