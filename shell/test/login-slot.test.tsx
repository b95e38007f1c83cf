import { useAuthStore } from '@shop/state';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { LoginSlot } from '../src/features/login/login-slot';

jest.mock('../src/remotes/remote-components', () => ({
  RemoteLoginDrawer: ({ onClose }: { onClose: () => void }) => <button onClick={onClose}>close the drawer</button>,
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

describe('the login slot', () => {
  beforeEach(() => useAuthStore.setState({ loggedIn: false, user: null }));

  it('closes by dropping ?login=true and the way back with it, keeping the page and its other parameters', () => {
    renderWithProviders(
      <>
        <LoginSlot />
        <Where />
      </>,
      { route: '/backoffice?q=pasila&login=true&back=true' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'close the drawer' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/backoffice\?q=pasila$/);
    expect(screen.queryByRole('button', { name: 'close the drawer' })).toBeNull();
  });
});
