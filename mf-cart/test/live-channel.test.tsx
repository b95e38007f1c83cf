import { cartChannelStopCode } from '@shop/contracts';
import { useCartStore } from '@shop/state';
import { act, render } from '@testing-library/react';
import { reconnectDelayMs, useCartChannel } from '../src/features/live-channel/use-cart-channel';

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

function Channel({ id }: { id: string | null }) {
  useCartChannel(id);
  return null;
}

describe('live cart channel client', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    Object.assign(globalThis, { WebSocket: FakeSocket });
    useCartStore.setState({ cartUuid: uuid, cartLength: 1 });
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('says alive on open and takes the count pushed for its cart, ignoring other carts', () => {
    render(<Channel id={uuid} />);
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe(`ws://localhost/api/ws/${uuid}`);
    act(() => socket.onopen?.());
    expect(socket.sent).toEqual(['alive']);
    act(() => socket.onmessage?.({ data: JSON.stringify({ type: 'cart.length', uuid, length: 7 }) }));
    expect(useCartStore.getState().cartLength).toBe(7);
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({ type: 'cart.length', uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: 99 }),
      }),
    );
    expect(useCartStore.getState().cartLength).toBe(7);
  });

  it('reconnects 3 s after a drop, but not after a deliberate stop (4000)', () => {
    const { unmount } = render(<Channel id={uuid} />);
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
