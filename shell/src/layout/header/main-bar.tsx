import { useT } from '@shop/state';
import { buttonClassName, MenuIcon } from '@shop/ui';
import { Link } from 'react-router-dom';
import { RemoteCartButton } from '../../remotes/remote-components';
import { AccountButton } from './account-button';
import { LanguageSwitcher } from './language-switcher';

/** Logo, shop menu, search slot (filled by mf-catalogue later), language, account and cart. */
export function MainBar() {
  const t = useT();
  return (
    <div className="main-bar">
      <div className="ui-container main-bar__inner">
        <Link to="/" className="main-bar__logo" aria-label={t('header.home')}>
          {t('shop.name')}
        </Link>
        <Link to="/shop" className={buttonClassName('secondary', false, 'main-bar__menu')}>
          <MenuIcon size={20} />
          <span>{t('header.shop_menu')}</span>
        </Link>
        <div className="main-bar__search" data-slot="search" />
        <div className="main-bar__actions">
          <LanguageSwitcher />
          <AccountButton />
          <RemoteCartButton />
        </div>
      </div>
    </div>
  );
}
