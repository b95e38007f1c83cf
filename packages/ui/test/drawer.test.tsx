import { fireEvent, render, screen } from '@testing-library/react';
import { Drawer } from '../src';

function renderDrawer(onClose = jest.fn()) {
  render(
    <Drawer open onClose={onClose} title="Log in" closeLabel="Close" testId="drawer">
      <p>content</p>
    </Drawer>,
  );
  return onClose;
}

describe('Drawer', () => {
  it('is a labelled dialog showing its content when open', () => {
    renderDrawer();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(
      <Drawer open={false} onClose={jest.fn()} title="Log in" closeLabel="Close">
        <p>content</p>
      </Drawer>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', () => {
    const onClose = renderDrawer();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes by its close button and by a click on the backdrop', () => {
    const onClose = renderDrawer();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
