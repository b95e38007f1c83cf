import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/icons';
import { IconButton } from './icon-button';
import { useModalFocus } from './use-modal-focus';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  children: ReactNode;
  testId?: string;
  /** Right (default: login, cart) or left (the mobile navigation, 278 px). */
  side?: 'left' | 'right';
}

/**
 * Right-side drawer from 768 px, full-screen dialog below (CSS). A modal dialog: focus stays inside
 * while it is open and goes back where it was when it closes. Closes by its button, a click on the
 * backdrop or Escape.
 */
export function Drawer({ open, onClose, title, closeLabel, children, testId, side = 'right' }: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, open, onClose);

  if (!open) return null;
  return (
    <div className={side === 'left' ? 'ui-drawer ui-drawer--left' : 'ui-drawer'}>
      <button
        type="button"
        className="ui-drawer__backdrop"
        aria-label={closeLabel}
        tabIndex={-1}
        onClick={onClose}
        data-testid="drawer-backdrop"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="ui-drawer__panel"
        data-testid={testId}
      >
        <div className="ui-drawer__header">
          <h2 id={titleId} className="ui-drawer__title">
            {title}
          </h2>
          <IconButton label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className="ui-drawer__body">{children}</div>
      </div>
    </div>
  );
}
