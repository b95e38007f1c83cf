import { createPageStore } from './page-store';

export type NotificationKind = 'success' | 'error' | 'info';

export interface Notification {
  id: number;
  kind: NotificationKind;
  /** Already translated text; two notifications with the same text are one. */
  message: string;
}

export interface Breadcrumb {
  label: string;
  href: string;
}

interface UiState {
  notifications: Notification[];
  /** True while any route change or cart call is under way. */
  busy: boolean;
  /** How many of those are under way: a route loading while a cart call runs keeps the flag on. */
  busyCount: number;
  breadcrumbs: Breadcrumb[];
  cookieDialogOpen: boolean;
  /** Adds a notification unless one with the same text is already shown. */
  notify: (kind: NotificationKind, message: string) => void;
  dismissNotification: (id: number) => void;
  /** true when a piece of work starts, false when it ends (complete or error); calls pair up. */
  setBusy: (busy: boolean) => void;
  setBreadcrumbs: (breadcrumbs: Breadcrumb[]) => void;
  setCookieDialogOpen: (open: boolean) => void;
}

let nextNotificationId = 1;

export const useUiStore = createPageStore<UiState>((set) => ({
  notifications: [],
  busy: false,
  busyCount: 0,
  breadcrumbs: [],
  cookieDialogOpen: false,
  notify: (kind, message) =>
    set((state) =>
      state.notifications.some((n) => n.message === message)
        ? state
        : { notifications: [...state.notifications, { id: nextNotificationId++, kind, message }] },
    ),
  dismissNotification: (id) => set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) })),
  setBusy: (busy) =>
    set((state) => {
      const busyCount = Math.max(0, state.busyCount + (busy ? 1 : -1));
      return { busyCount, busy: busyCount > 0 };
    }),
  setBreadcrumbs: (breadcrumbs) => set({ breadcrumbs }),
  setCookieDialogOpen: (cookieDialogOpen) => set({ cookieDialogOpen }),
}));
