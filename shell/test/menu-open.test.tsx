import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useMenuOpen } from '../src/layout/nav/use-menu-open';

function Menu() {
  const [open, setOpen] = useMenuOpen();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="menu">{open ? 'open' : 'closed'}</p>
      <button onClick={() => setOpen(true)}>open</button>
      <button onClick={() => navigate('/category/fences')}>follow a link</button>
    </>
  );
}

describe('a header menu', () => {
  it('closes when the route changes and opens again on the new page', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Menu />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByTestId('menu')).toHaveTextContent('open');
    act(() => fireEvent.click(screen.getByText('follow a link')));
    expect(screen.getByTestId('menu')).toHaveTextContent('closed');
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByTestId('menu')).toHaveTextContent('open');
  });
});
