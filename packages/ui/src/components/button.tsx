import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
}

/** Text button; `buttonClassName` gives the same look to links. */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false, extra = ''): string {
  return ['ui-button', `ui-button--${variant}`, block ? 'ui-button--block' : '', extra].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', block = false, className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, block, className)} {...rest} />;
}
