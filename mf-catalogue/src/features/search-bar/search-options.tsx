import type { Category, Variant } from '@shop/contracts';
import { useCountT, useFormatEur, useT } from '@shop/state';
import type { ReactNode } from 'react';
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

interface OptionListProps<T> extends OptionsProps<T> {
  label: string;
  testId: string;
  optionTestId: string;
  optionClassName: string;
  keyOf: (item: T) => number;
  hrefOf: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** The listbox both tabs share: one link per row, the active one marked for the keyboard. */
function OptionList<T>({
  baseId,
  items,
  activeIndex,
  onChoose,
  label,
  testId,
  optionTestId,
  optionClassName,
  keyOf,
  hrefOf,
  children,
}: OptionListProps<T>) {
  return (
    <ul className="search-options" role="listbox" id={listboxId(baseId)} aria-label={label} data-testid={testId}>
      {items.map((item, index) => (
        <li key={keyOf(item)} role="none">
          <Link
            role="option"
            id={optionId(baseId, index)}
            aria-selected={index === activeIndex}
            className={optionClassName}
            to={hrefOf(item)}
            onClick={() => onChoose(item, index)}
            data-testid={optionTestId}
          >
            {children(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The variant rows of the dropdown: picture, title, code and price without VAT, each a link to /variant/{id}. */
export function VariantOptions(props: OptionsProps<Variant>) {
  const t = useT();
  const formatEur = useFormatEur();
  return (
    <OptionList
      {...props}
      label={t('search.products')}
      testId="search-variants"
      optionTestId="search-variant"
      optionClassName="search-option"
      keyOf={(variant) => variant.id}
      hrefOf={(variant) => `/variant/${variant.id}`}
    >
      {(variant) => (
        <>
          <VariantThumb variant={variant} size={48} />
          <span className="search-option__text">
            <span className="search-option__title">{variant.title}</span>
            <span className="search-option__meta">{t('catalogue.code', { code: variant.code })}</span>
          </span>
          <span className="search-option__price" data-testid="search-variant-price">
            <span className="search-option__amount">{formatEur(variant.sale_price)}</span>
            <span className="search-option__vat">{t('product.without_vat')}</span>
          </span>
        </>
      )}
    </OptionList>
  );
}

/** The category rows of the dropdown, each a link to /categories/{slug}. */
export function CategoryOptions(props: OptionsProps<Category>) {
  const t = useT();
  const tc = useCountT();
  return (
    <OptionList
      {...props}
      label={t('search.categories')}
      testId="search-categories"
      optionTestId="search-category"
      optionClassName="search-option search-option--category"
      keyOf={(category) => category.categoryid}
      hrefOf={(category) => `/categories/${category.slug}`}
    >
      {(category) => (
        <>
          <CategoryIcon title={category.title} url={category.iconPicture?.url ?? null} />
          <span className="search-option__text">
            <span className="search-option__title">{category.title}</span>
            {category.variantCount > 0 ? (
              <span className="search-option__meta">{tc('home.variant_count', category.variantCount)}</span>
            ) : null}
          </span>
        </>
      )}
    </OptionList>
  );
}
