import type { Variant } from '@shop/contracts';
import { useState } from 'react';
import { listPicture } from '../variant-info/variant-texts';

/** The variant's main picture as a small square; its first letter on a tinted square without one. */
export function VariantThumb({ variant, size }: { variant: Variant; size: number }) {
  const [broken, setBroken] = useState(false);
  const picture = listPicture(variant.variant_pictures);
  if (picture && !broken) {
    return (
      <img
        className="search-thumb"
        src={picture.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="search-thumb search-thumb--none" style={{ width: size, height: size }} aria-hidden="true">
      {variant.title.trim().charAt(0).toUpperCase()}
    </span>
  );
}
