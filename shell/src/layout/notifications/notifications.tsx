import { useT, useUiStore, type Notification } from '@shop/state';
import { CloseIcon, IconButton } from '@shop/ui';
import { useEffect } from 'react';
import './notifications.css';

const visibleMs = 6000;

function Toast({ notification }: { notification: Notification }) {
  const t = useT();
  const dismiss = useUiStore((state) => state.dismissNotification);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notification.id), visibleMs);
    return () => clearTimeout(timer);
  }, [dismiss, notification.id]);
  return (
    <div className={`toast toast--${notification.kind}`} role={notification.kind === 'error' ? 'alert' : 'status'}>
      <span className="toast__text">{notification.message}</span>
      <IconButton label={t('notification.dismiss')} onClick={() => dismiss(notification.id)}>
        <CloseIcon size={18} />
      </IconButton>
    </div>
  );
}

/** The toasts of the UI store (already de-duplicated by text there). */
export function Notifications() {
  const notifications = useUiStore((state) => state.notifications);
  return (
    <div className="toasts" data-testid="notifications">
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} />
      ))}
    </div>
  );
}
