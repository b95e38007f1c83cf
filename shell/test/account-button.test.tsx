import { useLocaleStore } from '@shop/state';
import { renderWithProviders } from '@shop/ui/testing';
import { screen } from '@testing-library/react';
import { AccountButton } from '../src/layout/header/account-button';

describe('AccountButton', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    document.cookie = 'logged_in=; path=/; max-age=0';
  });

  it('opens the login drawer on the current page for a visitor (?login=true)', () => {
    renderWithProviders(<AccountButton />, { route: '/shop?page=2' });
    expect(screen.getByTestId('account-button')).toHaveAttribute('href', '/shop?page=2&login=true');
  });

  it('links to the profile when a session exists', () => {
    document.cookie = 'logged_in=1; path=/';
    renderWithProviders(<AccountButton />);
    expect(screen.getByTestId('account-button')).toHaveAttribute('href', '/users/profile');
  });
});
