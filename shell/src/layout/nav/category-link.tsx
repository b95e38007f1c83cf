import type { Category } from '@shop/contracts';
import { track } from '@shop/state';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link to a category page from the shell's menus, reported as "Category Clicked" with where it was. */
export function CategoryLink({
  category,
  from,
  className,
  children,
}: {
  category: Category;
  from: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to={`/categories/${category.slug}`}
      className={className}
      onClick={() => void track('Category Clicked', { category: category.slug, from })}
    >
      {children ?? category.title}
    </Link>
  );
}
