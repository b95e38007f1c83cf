import { create } from 'zustand';

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
  busy: boolean;
  breadcrumbs: Breadcrumb[];
  cookieDialogOpen: boolean;
  /** Adds a notification unless one with the same text is already shown. */
  notify: (kind: NotificationKind, message: string) => void;
  dismissNotification: (id: number) => void;
  setBusy: (busy: boolean) => void;
  setBreadcrumbs: (breadcrumbs: Breadcrumb[]) => void;
  setCookieDialogOpen: (open: boolean) => void;
}

let nextNotificationId = 1;

export const useUiStore = create<UiState>()((set) => ({
  notifications: [],
  busy: false,
  breadcrumbs: [],
  cookieDialogOpen: false,
  notify: (kind, message) =>
    set((state) =>
      state.notifications.some((n) => n.message === message)
        ? state
        : { notifications: [...state.notifications, { id: nextNotificationId++, kind, message }] },
    ),
  dismissNotification: (id) => set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) })),
  setBusy: (busy) => set({ busy }),
  setBreadcrumbs: (breadcrumbs) => set({ breadcrumbs }),
  setCookieDialogOpen: (cookieDialogOpen) => set({ cookieDialogOpen }),
}));
