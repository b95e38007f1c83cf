import { useT } from '@shop/state';
import { buttonClassName, MenuIcon } from '@shop/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CategoryLink } from '../nav/category-link';
import { useRootCategories } from '../nav/use-root-categories';
import { useMenuOpen } from '../nav/use-menu-open';

/** Desktop and tablet: the products button opens a panel of the root categories. */
export function ShopMenu() {
  const t = useT();
  const [open, setOpen] = useMenuOpen();
  const { categories } = useRootCategories();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, setOpen]);

  return (
    <div className="shop-menu" ref={rootRef}>
      <button
        type="button"
        className={buttonClassName('secondary', false, 'main-bar__menu')}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="shop-menu-button"
      >
        <MenuIcon size={20} />
        <span>{t('header.shop_menu')}</span>
      </button>
      {open ? (
        <div className="shop-menu__panel" data-testid="shop-menu">
          <ul className="shop-menu__list">
            {categories.map((category) => (
              <li key={category.categoryid}>
                <CategoryLink category={category} from="menu" className="shop-menu__link">
                  {category.iconPicture ? <img src={category.iconPicture.url} alt="" width={24} height={24} /> : null}
                  <span>{category.title}</span>
                </CategoryLink>
              </li>
            ))}
          </ul>
          <Link to="/shop" className="shop-menu__all">
            {t('nav.shop')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
