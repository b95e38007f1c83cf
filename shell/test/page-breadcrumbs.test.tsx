import { useAuthStore, useLocaleStore } from '@shop/state';
import { renderWithProviders } from '@shop/ui/testing';
import { screen, within } from '@testing-library/react';
import { Breadcrumbs } from '../src/layout/breadcrumbs/breadcrumbs';
import { ProfileRoute } from '../src/features/login/profile-route';
import { NotFoundPage } from '../src/pages/not-found/not-found-page';

// The remotes these pages host are not what is tested here.
jest.mock('../src/remotes/remote-components', () => ({
  RemoteVariantRows: () => null,
  RemoteProfilePage: () => <p>profile</p>,
}));

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'You are here' }))
    .getAllByTestId('breadcrumb')
    .map((item) => item.textContent);

describe('breadcrumbs of the shell pages', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([true, false])('name the profile after the front page (logged in: %s)', async (loggedIn) => {
    useAuthStore.setState({ loggedIn });
    renderWithProviders(
      <>
        <Breadcrumbs />
        <ProfileRoute loggedOut={<p>log in first</p>} />
      </>,
      { route: '/users/profile' },
    );
    expect(await screen.findByText('My account', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Front page', 'My account']);
  });

  it('name the page not found after the front page', async () => {
    renderWithProviders(
      <>
        <Breadcrumbs />
        <NotFoundPage />
      </>,
      { route: '/no-such-page' },
    );
    const current = await screen.findByText('Page not found', { selector: '[aria-current="page"]' });
    expect(current).toBeInTheDocument();
    expect(crumbs()).toEqual(['Front page', 'Page not found']);
  });
});
