import { useConsentStore, useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { CookieDialog } from '../src/features/consent/cookie-dialog';

describe('CookieDialog', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useConsentStore.setState({ consent: null });
    useUiStore.setState({ cookieDialogOpen: false });
    mockFetch({});
  });

  it('asks until the buyer chooses; essential only stores no optional consent', () => {
    renderWithProviders(<CookieDialog />);
    expect(screen.getByTestId('cookie-dialog')).toHaveTextContent('Cookies on Nordbau');
    fireEvent.click(screen.getByTestId('consent-essential-only'));
    expect(useConsentStore.getState().consent).toEqual({ functional: false, analytics: false });
    expect(screen.queryByTestId('cookie-dialog')).toBeNull();
    expect(document.cookie).toContain('consent=');
  });

  it('stores a custom choice', () => {
    renderWithProviders(<CookieDialog />);
    fireEvent.click(screen.getByTestId('consent-customize'));
    fireEvent.click(screen.getByTestId('consent-functional'));
    fireEvent.click(screen.getByTestId('consent-save'));
    expect(useConsentStore.getState().consent).toEqual({ functional: true, analytics: false });
  });

  it('reopens from the footer with the stored choice', async () => {
    useConsentStore.setState({ consent: { functional: true, analytics: true } });
    renderWithProviders(<CookieDialog />);
    expect(screen.queryByTestId('cookie-dialog')).toBeNull();
    act(() => useUiStore.getState().setCookieDialogOpen(true));
    const box = await screen.findByTestId('consent-analytics');
    expect(box).toBeChecked();
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('consent-save'));
    expect(useConsentStore.getState().consent).toEqual({ functional: true, analytics: false });
  });

  it('opened from the cookie settings, is a modal dialog that holds focus and closes on Escape', async () => {
    useConsentStore.setState({ consent: { functional: false, analytics: false } });
    renderWithProviders(<CookieDialog />);
    act(() => useUiStore.getState().setCookieDialogOpen(true));
    const dialog = await screen.findByRole('dialog', { name: 'Cookies on Nordbau' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('cookie-dialog--modal');
    expect(dialog).toHaveFocus();
    const acceptAll = screen.getByTestId('consent-accept-all');
    acceptAll.focus();
    fireEvent.keyDown(acceptAll, { key: 'Tab' });
    expect(screen.getByTestId('consent-functional')).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByTestId('cookie-dialog')).toBeNull();
  });
});
