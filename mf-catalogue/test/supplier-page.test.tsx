import type { SupplierProfile } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { listingSearch } from '../src/api/listing';
import { SupplierPage } from '../src/features/supplier-page/supplier-page';
import { variantFixture } from './catalogue-fixtures';

const harz: SupplierProfile = {
  id: 7,
  slug: 'harz-gitter-gmbh',
  name: 'Harz Gitter GmbH',
  country: 'DE',
  city: 'Kassel',
  language: 'de',
  lead_time_days: 4,
  founded: 1987,
  info: 'Harz Gitter GmbH aus Kassel liefert seit 1987 Gitterroste.',
};
const supplierFilter = { supplier: harz.slug };
const all = (range: [number, number]) => `/productVariant/all${listingSearch({ f: supplierFilter, range })}`;
const ofHarz = (id: number) =>
  variantFixture(id, { title: `Gitterrost ${id}`, supplier: { id: 7, name: harz.name, slug: harz.slug } });

const renderPage = (path: string) => renderRoutes(path, { '/supplier/:slug': <SupplierPage /> });

beforeEach(() => useLocaleStore.setState({ locale: 'de' }));

describe("a supplier's own page", () => {
  it('shows who the supplier is and lists its products through the listing’s supplier filter', async () => {
    const calls = mockFetch({
      [`/suppliers/by-slug/${harz.slug}`]: harz,
      [all([0, 10])]: { count: 12, variants: [ofHarz(1), ofHarz(2)] },
      [all([10, 10])]: { count: 12, variants: [ofHarz(11)] },
    });
    renderPage(`/supplier/${harz.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harz Gitter GmbH' })).toBeInTheDocument();
    expect(screen.getByText('Lieferant seit 1987')).toBeInTheDocument();
    expect(screen.getByText('Übliche Lieferzeit 4 Arbeitstage')).toBeInTheDocument();
    expect(screen.getByText(harz.info)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Produkte von Harz Gitter GmbH (12)' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('variant-card').length).toBeGreaterThan(0));
    expect(screen.getByTestId('supplier-in-shop').getAttribute('href')).toBe(
      `/shop${listingSearch({ f: supplierFilter })}`,
    );
    expect(document.title).toBe('Harz Gitter GmbH – Lieferant | Nordbau');
    // The second page asks the same filter for the next range.
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(calls.some((call) => call.path === all([10, 10]))).toBe(true));
  });

  it('says so when no supplier has that address', async () => {
    useLocaleStore.setState({ locale: 'fi' });
    mockFetch({
      '/suppliers/by-slug/nobody': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } },
    });
    renderPage('/supplier/nobody');
    expect(await screen.findByTestId('supplier-not-found')).toHaveTextContent(
      'Tällä osoitteella ei löydy toimittajaa.',
    );
  });
});
