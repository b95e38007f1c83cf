import { useT } from '@shop/state';
import { Link } from 'react-router-dom';
import { RemoteCartButton, RemoteSearchBar } from '../../remotes/remote-components';
import { MobileNav } from '../nav/mobile-nav';
import { AccountButton } from './account-button';
import { LanguageSwitcher } from './language-switcher';
import { ShopMenu } from './shop-menu';

/** Menu (drawer on mobile), logo, shop menu, search slot (filled by mf-catalogue), language, account and cart. */
export function MainBar() {
  const t = useT();
  return (
    <div className="main-bar">
      <div className="ui-container main-bar__inner">
        <MobileNav />
        <Link to="/" className="main-bar__logo" aria-label={t('header.home')}>
          {t('shop.name')}
        </Link>
        <ShopMenu />
        <div className="main-bar__search" data-slot="search">
          <RemoteSearchBar />
        </div>
        <div className="main-bar__actions">
          <LanguageSwitcher />
          <AccountButton />
          <RemoteCartButton />
        </div>
      </div>
    </div>
  );
}
