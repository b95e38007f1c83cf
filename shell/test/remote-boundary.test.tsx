import { useLocaleStore } from '@shop/state';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RemoteBoundary } from '../src/remotes/remote-boundary';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('RemoteBoundary', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote component with its props once it has loaded', async () => {
    const load = () => Promise.resolve({ default: Hello });
    render(<RemoteBoundary remote="catalogue" load={load} props={{ name: 'Nordbau' }} />);
    expect(await screen.findByText('Hello Nordbau')).toBeInTheDocument();
  });

  it('shows the unavailable message and a retry button when the remote cannot be loaded', async () => {
    const load = () => Promise.reject(new Error('remoteEntry.js 404'));
    render(<RemoteBoundary remote="cart" load={load} props={{ name: 'x' }} />);
    expect(await screen.findByText('This part of the shop could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('retry re-registers the remote and loads it again', async () => {
    let fail = true;
    const load = jest.fn(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ default: Hello })));
    const onRetry = jest.fn(() => {
      fail = false;
    });
    render(<RemoteBoundary remote="account" load={load} onRetry={onRetry} props={{ name: 'again' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <>
        <RemoteBoundary remote="catalogue" load={() => Promise.resolve({ default: Broken })} props={{}} />
        <p>rest of the page</p>
      </>,
    );
    expect(await screen.findByTestId('remote-error')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });

  it('a quiet slot shows nothing when its remote fails, and loads again when the remote is re-registered', async () => {
    let fail = true;
    const load = jest.fn(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ default: Hello })));
    const { container, rerender } = render(
      <RemoteBoundary remote="catalogue" load={load} props={{ name: 'row' }} quiet generation={0} />,
    );
    await waitFor(() => expect(container.querySelector('[data-remote-failed="catalogue"]')).not.toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('This part of the shop could not be loaded right now.')).toBeNull();
    fail = false;
    rerender(<RemoteBoundary remote="catalogue" load={load} props={{ name: 'row' }} quiet generation={1} />);
    expect(await screen.findByText('Hello row')).toBeInTheDocument();
  });

  it('says on the page whether every slot shows its remote or its error, so a click can count on it', async () => {
    let loadHello!: (module: { default: typeof Hello }) => void;
    const hello = () => new Promise<{ default: typeof Hello }>((resolve) => (loadHello = resolve));
    const down = (): Promise<{ default: typeof Hello }> => Promise.reject(new Error('down'));
    const { unmount } = render(
      <>
        <RemoteBoundary remote="catalogue" load={hello} props={{ name: 'slow' }} />
        <RemoteBoundary remote="cart" load={down} props={{ name: 'x' }} quiet />
      </>,
    );
    await waitFor(() => expect(document.querySelector('[data-remote-failed="cart"]')).not.toBeNull());
    expect(document.documentElement.dataset.remotes).toBe('loading');
    loadHello({ default: Hello });
    expect(await screen.findByText('Hello slow')).toBeInTheDocument();
    expect(document.documentElement.dataset.remotes).toBe('ready');
    unmount();
  });
});
