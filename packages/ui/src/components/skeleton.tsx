import type { CSSProperties } from 'react';

export interface SkeletonProps {
  /** Fixed sizes so the real content replaces it without layout shift. */
  width?: CSSProperties['width'];
  height: CSSProperties['height'];
  className?: string;
}

export function Skeleton({ width = '100%', height, className = '' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['ui-skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
