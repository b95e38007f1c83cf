import { useT } from '@shop/state';
import { Drawer, IconButton, MenuIcon } from '@shop/ui';
import { Link } from 'react-router-dom';
import { CategoryLink } from './category-link';
import { InfoLinkItems } from './info-link-items';
import { useRootCategories } from './use-root-categories';
import { useMenuOpen } from './use-menu-open';

/** Mobile navigation: a 278 px side drawer with the categories and the information pages. */
export function MobileNav() {
  const t = useT();
  const [open, setOpen] = useMenuOpen();
  const { categories } = useRootCategories();

  return (
    <>
      <IconButton
        label={t('nav.open_menu')}
        className="mobile-nav__toggle"
        onClick={() => setOpen(true)}
        data-testid="mobile-nav-toggle"
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('shop.name')}
        closeLabel={t('nav.close_menu')}
        side="left"
        testId="mobile-nav"
      >
        <nav className="mobile-nav">
          <h3 className="mobile-nav__heading">{t('nav.categories')}</h3>
          <ul className="mobile-nav__list">
            <li>
              <Link to="/shop">{t('nav.shop')}</Link>
            </li>
            <li>
              <Link to="/quick-order">{t('header.quick_order')}</Link>
            </li>
            {categories.map((category) => (
              <li key={category.categoryid}>
                <CategoryLink category={category} from="mobile_menu" />
              </li>
            ))}
          </ul>
          <h3 className="mobile-nav__heading">{t('footer.menu_title')}</h3>
          <ul className="mobile-nav__list">
            <InfoLinkItems />
          </ul>
        </nav>
      </Drawer>
    </>
  );
}
