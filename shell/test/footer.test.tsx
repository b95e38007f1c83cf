import type { Locale } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { Footer } from '../src/layout/footer/footer';
import { ReviewWidget } from '../src/layout/footer/review-widget';

const categories = [
  {
    categoryid: 1,
    parentid: null,
    slug: 'pipes',
    title: 'Putket',
    iconPicture: null,
    variantCount: 3,
    category_pictures: [],
  },
  {
    categoryid: 2,
    parentid: null,
    slug: 'fences',
    title: 'Aidat',
    iconPicture: null,
    variantCount: 3,
    category_pictures: [],
  },
];
const reviews = [
  { id: 1, author: 'Matti', company: 'Rakennus Oy', rating: 5, text: 'Nopea toimitus', date: '2026-01-02' },
  { id: 2, author: 'Liisa', company: 'Talo Oy', rating: 4, text: 'Hyvä palvelu', date: '2026-01-03' },
];

function renderIn(locale: Locale) {
  useLocaleStore.setState({ locale });
  mockFetch({ '/category/rootCategories': categories, '/static': { pages: [], reviews } });
  return renderWithProviders(<Footer />);
}

// First in this file: before any other footer has rendered, so no Intl object of the page is built yet.
describe("the footer's company address", () => {
  it.each([
    ['de', 'Helsinki, Finnland'],
    ['fi', 'Helsinki, Suomi'],
    ['en', 'Helsinki, Finland'],
    ['et', 'Helsinki, Soome'],
  ] as const)(
    "%s: names the seller's country in the language without building an Intl.DisplayNames",
    (locale, text) => {
      // A page's first DisplayNames loads ICU's region names: 55-110 ms of a phone's main thread at 4x CPU.
      const displayNames = jest.spyOn(Intl, 'DisplayNames');
      try {
        renderIn(locale);
        expect(screen.getByTestId('footer-company')).toHaveTextContent(text);
        expect(displayNames).not.toHaveBeenCalled();
      } finally {
        displayNames.mockRestore();
      }
    },
  );
});

describe('Footer per locale', () => {
  it('de: newsletter, menu with legal notice, categories by title, social links, badges, no reviews', async () => {
    renderIn('de');
    expect(screen.getByTestId('newsletter')).toBeInTheDocument();
    expect(screen.getByTestId('footer-menu')).toHaveTextContent('Impressum');
    await waitFor(() => expect(screen.getByTestId('footer-categories').querySelectorAll('a')).toHaveLength(2));
    expect([...screen.getByTestId('footer-categories').querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Aidat',
      'Putket',
    ]);
    expect(screen.getByTestId('footer-social')).toBeInTheDocument();
    expect(screen.getByTestId('footer-badges')).toBeInTheDocument();
    expect(screen.queryByTestId('review-widget')).toBeNull();
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('fi: newsletter and the review widget', async () => {
    renderIn('fi');
    expect(screen.getByTestId('newsletter')).toBeInTheDocument();
    expect(await screen.findByTestId('review-widget')).toHaveTextContent('4,5 / 5');
    expect(screen.getByTestId('footer-menu')).not.toHaveTextContent('Impressum');
  });

  it('et: company data only, no newsletter, menu, categories, social links or badges', () => {
    renderIn('et');
    expect(screen.getByTestId('footer-company')).toHaveTextContent('Nordbau Oy');
    for (const id of ['newsletter', 'footer-menu', 'footer-categories', 'footer-social', 'footer-badges'])
      expect(screen.queryByTestId(id)).toBeNull();
  });

  it('en: no newsletter', () => {
    renderIn('en');
    expect(screen.queryByTestId('newsletter')).toBeNull();
    expect(screen.getByTestId('footer-menu')).toBeInTheDocument();
  });
});

describe('the review widget', () => {
  it.each([
    ['fi', 1, '5 / 5, 1 arvostelu'],
    ['fi', 2, '4,5 / 5, 2 arvostelua'],
    ['de', 1, '5 / 5 aus 1 Bewertung'],
    ['de', 2, '4,5 / 5 aus 2 Bewertungen'],
    ['en', 1, '5 / 5 from 1 review'],
    ['et', 2, '4,5 / 5, 2 arvustust'],
  ] as const)('counts the reviews in %s: %d in its form', async (locale, count, text) => {
    useLocaleStore.setState({ locale });
    mockFetch({ '/static': { pages: [], reviews: reviews.slice(0, count) } });
    renderWithProviders(<ReviewWidget />);
    expect(await screen.findByTestId('review-widget')).toHaveTextContent(`★★★★★ ${text}`);
  });
});
