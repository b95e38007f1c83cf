import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Drawer } from '../src';

/** A page with a button that opens the drawer, and a link behind it that Tab must not reach. */
function PageWithDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open login
      </button>
      <a href="/behind">Behind</a>
      <Drawer open={open} onClose={() => setOpen(false)} title="Log in" closeLabel="Close">
        <input aria-label="E-mail" />
        <button type="button">Send</button>
      </Drawer>
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

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

  it('keeps Tab inside the open drawer, both ways, and gives focus back to the opener on close', () => {
    render(<PageWithDrawer />);
    const opener = screen.getByRole('button', { name: 'Open login' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveFocus();
    const close = screen.getAllByRole('button', { name: 'Close' })[1]!;
    const send = screen.getByRole('button', { name: 'Send' });

    // jsdom moves focus only where the drawer steps in: at the ends, and from outside it.
    send.focus();
    tab();
    expect(close).toHaveFocus();
    tab(true);
    expect(send).toHaveFocus();
    screen.getByRole('link', { name: 'Behind' }).focus();
    tab();
    expect(close).toHaveFocus();

    fireEvent.keyDown(send, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves Tab and Escape to another modal dialog opened over it', () => {
    const onClose = renderDrawer();
    const other = document.createElement('div');
    other.setAttribute('aria-modal', 'true');
    other.innerHTML = '<button type="button">Save cookies</button>';
    document.body.append(other);
    const save = other.querySelector('button')!;
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    fireEvent.keyDown(save, { key: 'Escape' });
    expect(save).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    other.remove();
  });
});
