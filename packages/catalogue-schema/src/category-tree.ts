import type { Locale } from '@shop/contracts';
import { families, type IconShape, type Localized, type SubcategorySeed } from './families';

export interface CategorySeed {
  categoryid: number;
  parentid: number | null;
  slug: string;
  title: Localized;
  icon: IconShape;
  /** Curated position among siblings (the shop's default order). */
  sorting: number;
}

/**
 * The category tree as flat rows with stable ids: roots first, then each root's children, then
 * deeper levels one level at a time. Ids of the upper levels never move when a deeper one grows.
 */
export function buildCategoryTree(): CategorySeed[] {
  const rows: CategorySeed[] = [];
  families.forEach((family, index) => {
    rows.push({
      categoryid: index + 1,
      parentid: null,
      slug: family.slug,
      title: family.title,
      icon: family.icon,
      sorting: index,
    });
  });
  let nextId = families.length + 1;
  let level: { parentid: number; icon: IconShape; children: SubcategorySeed[] }[] = families.map((family, index) => ({
    parentid: index + 1,
    icon: family.icon,
    children: family.children,
  }));
  while (level.length > 0) {
    const below: typeof level = [];
    for (const { parentid, icon, children } of level) {
      children.forEach((child, childIndex) => {
        const categoryid = nextId++;
        rows.push({ categoryid, parentid, slug: child.slug, title: child.title, icon, sorting: childIndex });
        if (child.children?.length) below.push({ parentid: categoryid, icon, children: child.children });
      });
    }
    level = below;
  }
  return rows;
}

export const localizedTitle = (title: Localized, locale: Locale) => title[locale];
