import type { Category, Variant } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';
import { Link } from 'react-router-dom';
import { CategoryIcon } from '../home-categories/category-icon';
import { VariantThumb } from './variant-thumb';

export const optionId = (baseId: string, index: number) => `${baseId}-option-${index}`;
export const listboxId = (baseId: string) => `${baseId}-listbox`;

interface OptionsProps<T> {
  baseId: string;
  items: T[];
  activeIndex: number;
  onChoose: (item: T, index: number) => void;
}

/** The variant rows of the dropdown: picture, title, code and price without VAT, each a link to /variant/{id}. */
export function VariantOptions({ baseId, items, activeIndex, onChoose }: OptionsProps<Variant>) {
  const t = useT();
  const formatEur = useFormatEur();
  return (
    <ul className="search-options" role="listbox" id={listboxId(baseId)} aria-label={t('search.products')} data-testid="search-variants">
      {items.map((variant, index) => (
        <li key={variant.id} role="none">
          <Link
            role="option"
            id={optionId(baseId, index)}
            aria-selected={index === activeIndex}
            className="search-option"
            to={`/variant/${variant.id}`}
            onClick={() => onChoose(variant, index)}
            data-testid="search-variant"
          >
            <VariantThumb variant={variant} size={48} />
            <span className="search-option__text">
              <span className="search-option__title">{variant.title}</span>
              <span className="search-option__meta">{t('catalogue.code', { code: variant.code })}</span>
            </span>
            <span className="search-option__price" data-testid="search-variant-price">
              <span className="search-option__amount">{formatEur(variant.sale_price)}</span>
              <span className="search-option__vat">{t('product.without_vat')}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The category rows of the dropdown, each a link to /categories/{slug}. */
export function CategoryOptions({ baseId, items, activeIndex, onChoose }: OptionsProps<Category>) {
  const t = useT();
  return (
    <ul className="search-options" role="listbox" id={listboxId(baseId)} aria-label={t('search.categories')} data-testid="search-categories">
      {items.map((category, index) => (
        <li key={category.categoryid} role="none">
          <Link
            role="option"
            id={optionId(baseId, index)}
            aria-selected={index === activeIndex}
            className="search-option search-option--category"
            to={`/categories/${category.slug}`}
            onClick={() => onChoose(category, index)}
            data-testid="search-category"
          >
            <CategoryIcon title={category.title} url={category.iconPicture?.url ?? null} />
            <span className="search-option__text">
              <span className="search-option__title">{category.title}</span>
              {category.variantCount > 0 ? (
                <span className="search-option__meta">{t('home.variant_count', { count: category.variantCount })}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
