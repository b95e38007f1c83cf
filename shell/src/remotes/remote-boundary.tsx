import { useT } from '@shop/state';
import { ErrorMessage, HydrationGate, Skeleton } from '@shop/ui';
import {
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { browser } from 'react-dom';
import { BusyWhileMounted } from '../layout/route-change/busy-while-mounted';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { slotSettled, slotWaits } from './slots-settled';

export interface RemoteBoundaryProps<P extends object> {
  /** Remote name, for the error state's data attribute and the log. */
  remote: string;
  load: () => Promise<{ default: ComponentType<P> }>;
  /** Runs before a retry, e.g. re-registering the remote with force. */
  onRetry?: () => Promise<void> | void;
  props: P;
  fallback?: ReactNode;
  /**
   * A slot that is not the point of its page (header search, home rows) shows nothing when its
   * remote fails, so a page does not fill with the same message; the page's main slot shows it.
   */
  quiet?: boolean;
  /** Grows when the remote was registered again (a retry anywhere on the page): the slot reloads. */
  generation?: number;
  /** A server render has the remote's app (server-remote-apps.ts): the slot renders there too. */
  onServer?: boolean;
}

/**
 * The one wrapper around every remote component: lazy loading with a skeleton, and an error
 * state with a retry button when the remote cannot be loaded or throws while rendering.
 */
export function RemoteBoundary<P extends object>({
  remote,
  load,
  onRetry,
  props,
  fallback,
  quiet = false,
  generation = 0,
  onServer = false,
}: RemoteBoundaryProps<P>) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  // The slot waits from its first commit until its remote or its error has rendered (slots-settled.ts).
  const slot = useRef({ settled: false });
  useEffect(() => {
    const current = slot.current;
    if (!current.settled) slotWaits(current);
    return () => slotSettled(current);
  }, []);
  const settle = useCallback(() => {
    slot.current.settled = true;
    slotSettled(slot.current);
  }, []);

  const retry = useCallback(async () => {
    try {
      await onRetry?.();
    } catch (error) {
      console.error(`[shell] could not re-register remote ${remote}`, error);
    }
    setAttempt((n) => n + 1);
  }, [onRetry, remote]);

  const errorState = quiet ? (
    <span hidden data-remote-failed={remote}>
      <Settles onSettled={settle} />
    </span>
  ) : (
    <div data-testid="remote-error" data-remote-error={remote}>
      <ErrorMessage message={t('remote.unavailable')} retryLabel={t('remote.retry')} onRetry={() => void retry()} />
      <Settles onSettled={settle} />
    </div>
  );

  return (
    <RemoteErrorBoundary key={`${attempt}-${generation}`} remote={remote} fallback={errorState}>
      <LazyRemote load={load} props={props} fallback={fallback} onServer={onServer} onSettled={settle} />
    </RemoteErrorBoundary>
  );
}

/** Renders nothing; its commit says that what it sits beside (the remote, or its error) is on screen. */
function Settles({ onSettled }: { onSettled: () => void }) {
  useEffect(onSettled, [onSettled]);
  return null;
}

const inTheBrowser = browser("a remote's code runs in the browser only: the server sends the slot's skeleton");

/**
 * A server render without the remote's app stops here and sends the boundary's fallback, marked
 * for the browser to render; hydration then renders the slot in the browser without reporting an
 * error. In the browser it renders its children.
 */
function BrowserOnly({ children, onServer }: { children: ReactNode; onServer: boolean }) {
  if (!onServer) use(inTheBrowser);
  return children;
}

/**
 * The remote's lazy component with its skeleton. The boundary's key remounts this on every attempt or
 * re-registration, so each makes a new lazy component: the slot loads again instead of replaying the failure.
 * It sits outside the Suspense boundary, so a pending load does not throw the lazy component away.
 */
function LazyRemote<P extends object>({
  load,
  props,
  fallback,
  onServer,
  onSettled,
}: Pick<RemoteBoundaryProps<P>, 'load' | 'props' | 'fallback'> & { onServer: boolean; onSettled: () => void }) {
  const Loaded = useMemo(() => lazy(load) as unknown as ComponentType<P>, [load]);
  return (
    <Suspense
      fallback={<BusyWhileMounted>{fallback === undefined ? <Skeleton height={48} /> : fallback}</BusyWhileMounted>}
    >
      <BrowserOnly onServer={onServer}>
        {/* The slot hydrates after the shell, when its remote's code has come: its controls wait for that. */}
        <HydrationGate>
          <Loaded {...props} />
        </HydrationGate>
        <Settles onSettled={onSettled} />
      </BrowserOnly>
    </Suspense>
  );
}
