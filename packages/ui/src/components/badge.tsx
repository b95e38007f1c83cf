import type { HTMLAttributes } from 'react';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  count: number;
  /** Counts above this show as "max+". */
  max?: number;
}

export function Badge({ count, max = 99, className = '', ...rest }: BadgeProps) {
  return (
    <span className={['ui-badge', className].filter(Boolean).join(' ')} {...rest}>
      {count > max ? `${max}+` : count}
    </span>
  );
}
