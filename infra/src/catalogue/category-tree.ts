import type { Locale } from '@shop/contracts';
import { families, type IconShape, type Localized } from './families';

export interface CategorySeed {
  categoryid: number;
  parentid: number | null;
  slug: string;
  title: Localized;
  icon: IconShape;
  /** Curated position among siblings (the shop's default order). */
  sorting: number;
}

/** The category tree as flat rows with stable ids: roots first, then each root's children. */
export function buildCategoryTree(): CategorySeed[] {
  const rows: CategorySeed[] = [];
  families.forEach((family, index) => {
    rows.push({ categoryid: index + 1, parentid: null, slug: family.slug, title: family.title, icon: family.icon, sorting: index });
  });
  let nextId = families.length + 1;
  families.forEach((family, index) => {
    family.children.forEach((child, childIndex) => {
      rows.push({ categoryid: nextId++, parentid: index + 1, slug: child.slug, title: child.title, icon: family.icon, sorting: childIndex });
    });
  });
  return rows;
}

export const localizedTitle = (title: Localized, locale: Locale) => title[locale];
