import type { ButtonHTMLAttributes } from 'react';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name: an icon button has no visible text. */
  label: string;
}

export const iconButtonClassName = (extra = '') => ['ui-icon-button', extra].filter(Boolean).join(' ');

export function IconButton({ label, className = '', type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} title={label} className={iconButtonClassName(className)} {...rest}>
      {children}
    </button>
  );
}
