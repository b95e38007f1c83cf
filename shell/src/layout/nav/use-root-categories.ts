import { collator } from '@shop/i18n';
import { useLocale } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { rootCategoriesQuery } from '../../api/content';

/** Root categories of the menu, drawer and footer, optionally sorted by title in the buyer's language. */
export function useRootCategories({ sorted = false } = {}) {
  const locale = useLocale();
  const query = useQuery(rootCategoriesQuery(locale));
  const categories = query.data ?? [];
  const titles = collator(locale);
  return {
    ...query,
    categories: sorted ? [...categories].sort((a, b) => titles.compare(a.title, b.title)) : categories,
  };
}
