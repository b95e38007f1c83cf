import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HomeBlog } from '../src/pages/home/home-blog';
import { HomeReviews } from '../src/pages/home/home-reviews';

const post = (n: number) => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `About ${n}`,
  publishedAt: `2026-0${n}-01`,
  imageUrl: null,
});
const blogs = (count: number) => ({ count, posts: Array.from({ length: count }, (_, i) => post(i + 1)) });
const review = (id: number, rating: number) => ({
  id,
  author: `Author ${id}`,
  company: `Company ${id} Oy`,
  rating,
  text: `Text ${id}`,
  date: '2026-09-14',
});

beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('front page: latest blog posts', () => {
  it('shows three placeholders, then the newest three posts linking to /blog/{slug}', async () => {
    mockFetch({ '/blogs/all?range=%5B0%2C10%5D': blogs(6) });
    renderWithProviders(<HomeBlog />);
    expect(screen.getAllByTestId('home-blog-skeleton')).toHaveLength(3);
    const posts = await screen.findAllByTestId('home-blog-post');
    expect(posts).toHaveLength(3);
    expect(within(posts[0]!).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  });

  it('leaves the section out when there are no posts', async () => {
    mockFetch({ '/blogs/all?range=%5B0%2C10%5D': blogs(0) });
    renderWithProviders(<HomeBlog />);
    expect(screen.getByTestId('home-blog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('home-blog')).not.toBeInTheDocument());
  });
});

describe('front page: reviews', () => {
  it('shows the reviews of GET /static with their rating', async () => {
    mockFetch({ '/static': { pages: [], reviews: [review(1, 5), review(2, 4)] } });
    renderWithProviders(<HomeReviews />);
    const cards = await screen.findAllByTestId('home-review');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Text 2');
    expect(cards[1]).toHaveTextContent('Author 2');
    expect(within(cards[1]!).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
  });
});
