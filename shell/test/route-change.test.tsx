import { useLocaleStore, useUiStore } from '@shop/state';
import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { BusyBar } from '../src/layout/route-change/busy-bar';
import { useRouteChange } from '../src/layout/route-change/use-route-change';
import { RemoteBoundary } from '../src/remotes/remote-boundary';

const seen: { path: string; type: string }[] = [];
let navigate: NavigateFunction;

function Probe() {
  useRouteChange();
  const location = useLocation();
  const type = useNavigationType();
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  useEffect(() => {
    seen.push({ path: location.pathname + location.search, type });
  }, [location, type]);
  return null;
}

describe('route change', () => {
  beforeEach(() => {
    seen.length = 0;
    useLocaleStore.setState({ locale: 'en' });
    useUiStore.setState({ busy: false, busyCount: 0 });
    window.scrollTo = jest.fn();
  });

  it('turns back navigation into a replace of the same address', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => navigate('/shop?page=2'));
    act(() => navigate(-1));
    expect(seen.slice(-2)).toEqual([
      { path: '/', type: 'POP' },
      { path: '/', type: 'REPLACE' },
    ]);
  });

  it('scrolls to the top for a new page but not for a new query on the same page', () => {
    render(
      <MemoryRouter initialEntries={['/categories/fences']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => navigate('/categories/fences?page=2'));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/products/mesh-fence'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});

describe('busy flag', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useUiStore.setState({ busy: false, busyCount: 0 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('is set while a page loads and reset when it has arrived', async () => {
    const page = deferred<{ default: () => ReactElement }>();
    render(
      <>
        <BusyBar />
        <RemoteBoundary remote="catalogue" load={() => page.promise} props={{}} />
      </>,
    );
    expect(screen.getByTestId('busy-bar')).toBeInTheDocument();
    await act(async () => page.resolve({ default: () => <p>category page</p> }));
    expect(await screen.findByText('category page')).toBeInTheDocument();
    expect(useUiStore.getState().busy).toBe(false);
    expect(screen.queryByTestId('busy-bar')).toBeNull();
  });

  it('is reset when the page fails to load', async () => {
    const page = deferred<{ default: () => ReactElement }>();
    render(<RemoteBoundary remote="cart" load={() => page.promise} props={{}} />);
    expect(useUiStore.getState().busy).toBe(true);
    await act(async () => page.reject(new Error('remoteEntry.js 404')));
    expect(await screen.findByTestId('remote-error')).toBeInTheDocument();
    expect(useUiStore.getState().busy).toBe(false);
  });

  it('stays on while a cart call runs after the page has loaded', () => {
    const { setBusy } = useUiStore.getState();
    setBusy(true);
    setBusy(true);
    setBusy(false);
    expect(useUiStore.getState().busy).toBe(true);
    setBusy(false);
    setBusy(false);
    expect(useUiStore.getState()).toMatchObject({ busy: false, busyCount: 0 });
  });
});
