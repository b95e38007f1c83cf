import { cartChannelStopCode } from '@shop/contracts';
import { cartQuery } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { createTestQueryClient } from '@shop/ui/testing';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { orderKeys } from '../src/api/orders';
import { reconnectDelayMs, useCartChannel } from '../src/features/live-channel/use-cart-channel';
import { countedCart } from './helpers/orders';

const uuid = '3f1c2a9e-5b7d-4c8e-9a1b-2c3d4e5f6a7b';

/** A WebSocket the test drives: it records what the hook sends and how it closes. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
}

/** The channel beside an observer of the cart's query, as the header's button has them. */
function Channel({ id }: { id: string | null }) {
  useCartChannel(id);
  // Fresh until told otherwise: what is asked is what the channel asks for.
  useQuery({ ...cartQuery(uuid), staleTime: Infinity });
  return null;
}

let queryClient: QueryClient;
const renderChannel = (id: string | null) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Channel id={id} />
    </QueryClientProvider>,
  );
const shownLength = () => queryClient.getQueryData<{ length: number }>(orderKeys.cart(uuid))?.length;

describe('live cart channel client', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    Object.assign(globalThis, { WebSocket: FakeSocket });
    queryClient = createTestQueryClient();
    queryClient.setQueryData(orderKeys.cart(uuid), countedCart(1));
  });
  afterEach(() => jest.useRealTimers());

  it('says alive on open and reloads its cart when another tab changed the count, not for other carts', async () => {
    const calls = mockFetch({ [`/orders/by-id/${uuid}`]: countedCart(7) });
    renderChannel(uuid);
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe(`ws://localhost/api/ws/${uuid}`);
    act(() => socket.onopen?.());
    expect(socket.sent).toEqual(['alive']);
    calls.length = 0;
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({ type: 'cart.length', uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: 99 }),
      }),
    );
    expect(calls).toEqual([]);
    act(() => socket.onmessage?.({ data: JSON.stringify({ type: 'cart.length', uuid, length: 7 }) }));
    await waitFor(() => expect(shownLength()).toBe(7));
    expect(calls.map((call) => call.path)).toEqual([`/orders/by-id/${uuid}`]);
  });

  it('asks nothing for a count its cart already shows (its own change coming back)', () => {
    const calls = mockFetch({ [`/orders/by-id/${uuid}`]: countedCart(1) });
    renderChannel(uuid);
    calls.length = 0;
    act(() => FakeSocket.all[0]!.onmessage?.({ data: JSON.stringify({ type: 'cart.length', uuid, length: 1 }) }));
    expect(calls).toEqual([]);
  });

  it('reconnects 3 s after a drop, but not after a deliberate stop (4000)', () => {
    jest.useFakeTimers();
    const { unmount } = renderChannel(uuid);
    act(() => FakeSocket.all[0]!.onclose?.({ code: 1006 }));
    act(() => void jest.advanceTimersByTime(reconnectDelayMs - 1));
    expect(FakeSocket.all).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(1));
    expect(FakeSocket.all).toHaveLength(2);

    act(() => FakeSocket.all[1]!.onclose?.({ code: cartChannelStopCode }));
    act(() => void jest.advanceTimersByTime(reconnectDelayMs * 2));
    expect(FakeSocket.all).toHaveLength(2);
    unmount();
    expect(FakeSocket.all[1]!.closedWith).toBe(cartChannelStopCode);
  });
});
