import { useState } from 'react';

/** The category's icon picture; its first letter on a tinted square when there is none or it fails. */
export function CategoryIcon({ title, url }: { title: string; url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return (
      <img
        className="category-icon"
        src={url}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="category-icon category-icon--fallback" aria-hidden="true">
      {title.trim().charAt(0).toUpperCase()}
    </span>
  );
}
