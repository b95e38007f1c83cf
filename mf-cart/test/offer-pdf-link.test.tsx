import { useLocaleStore } from '@shop/state';
import { renderWithProviders } from '@shop/ui/testing';
import { screen } from '@testing-library/react';
import { ShareBasket } from '../src/features/checkout/share-basket';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

describe('the offer PDF link', () => {
  it('asks for the offer in the page’s language, which a link opened in a new tab would not send', async () => {
    useLocaleStore.setState({ locale: 'et' });
    renderWithProviders(<ShareBasket cart={checkoutCart} />);
    const link = await screen.findByRole('link', { name: 'Laadi pakkumine alla (PDF)' });
    expect(link).toHaveAttribute('href', `/api/orders/offer-pdf/${uuid}?lang=et`);
  });
});
