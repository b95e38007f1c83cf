import type { RemoteName } from '@shop/contracts';
import { createPageStore } from './page-store';

interface RemoteStatusState {
  /** Remotes the shell could not load (down, broken manifest entry, incompatible contract). */
  unavailable: Partial<Record<RemoteName, true>>;
  setAvailable: (remote: RemoteName, available: boolean) => void;
}

/** Written by the shell as it loads remotes; read by a remote whose feature depends on another one. */
export const useRemoteStatusStore = createPageStore<RemoteStatusState>((set) => ({
  unavailable: {},
  setAvailable: (remote, available) =>
    set((state) => {
      if (available === !state.unavailable[remote]) return state;
      const unavailable = { ...state.unavailable };
      if (available) delete unavailable[remote];
      else unavailable[remote] = true;
      return { unavailable };
    }),
}));
