import { seller } from '@shop/contracts';
import { useLocale, useT, useUiStore } from '@shop/state';
import { MailLink, PhoneLink } from '@shop/ui';
import { CategoryLink } from '../nav/category-link';
import { InfoLinkItems } from '../nav/info-link-items';
import { useRootCategories } from '../nav/use-root-categories';
import { footerFeatures, socialLinks } from './footer-features';
import { NewsletterForm } from './newsletter-form';
import { ReviewWidget } from './review-widget';
import { TrustBadges } from './trust-badges';
import './footer.css';

function FooterCategories() {
  const t = useT();
  const { categories } = useRootCategories({ sorted: true });
  return (
    <nav className="footer__column" aria-labelledby="footer-categories" data-testid="footer-categories">
      <h2 id="footer-categories" className="footer__heading">
        {t('footer.categories_title')}
      </h2>
      <ul className="footer__list">
        {categories.map((category) => (
          <li key={category.categoryid}>
            <CategoryLink category={category} from="footer" />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useT();
  const locale = useLocale();
  const features = footerFeatures[locale];
  const openCookieSettings = useUiStore((state) => state.setCookieDialogOpen);
  const company = seller.name;
  return (
    <footer className="footer" data-testid="footer" data-locale={locale}>
      {features.newsletter ? (
        <div className="footer__newsletter">
          <div className="ui-container">
            <NewsletterForm />
          </div>
        </div>
      ) : null}
      <div className="ui-container footer__grid">
        <div className="footer__column footer__company" data-testid="footer-company">
          <strong className="footer__name">{company}</strong>
          <span data-testid="footer-business-id">
            {t('company.business_id')}: {seller.businessId}
          </span>
          <span data-testid="footer-vat-number">
            {t('company.vat_number')}: {seller.vatId}
          </span>
          <span>
            {/* A text, not Intl.DisplayNames: a page's first one loads ICU's region names, 55-110 ms at 4x CPU. */}
            {seller.street}, {seller.postCode} {seller.city}, {t('company.country')}
          </span>
          <PhoneLink from="footer" />
          <MailLink from="footer" />
          {features.social ? (
            <div className="footer__social" data-testid="footer-social" aria-label={t('footer.social_title')}>
              {socialLinks.map((link) => (
                <a
                  key={link.name}
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="footer__social-link"
                >
                  {link.name}
                </a>
              ))}
            </div>
          ) : null}
        </div>
        {features.menu ? (
          <nav className="footer__column" aria-labelledby="footer-menu" data-testid="footer-menu">
            <h2 id="footer-menu" className="footer__heading">
              {t('footer.menu_title')}
            </h2>
            <ul className="footer__list">
              <InfoLinkItems />
            </ul>
          </nav>
        ) : null}
        {features.categories ? <FooterCategories /> : null}
        {features.reviews ? (
          <div className="footer__column">
            <ReviewWidget />
          </div>
        ) : null}
      </div>
      {features.badges ? <TrustBadges /> : null}
      <div className="footer__bottom">
        <div className="ui-container footer__bottom-inner">
          <p className="footer__copyright" data-testid="footer-copyright">
            {t('footer.copyright', { year: new Date().getFullYear(), company })} {t('footer.rights')}
          </p>
          <button
            type="button"
            className="footer__cookie-settings"
            onClick={() => openCookieSettings(true)}
            data-testid="cookie-settings"
          >
            {t('consent.settings')}
          </button>
        </div>
      </div>
    </footer>
  );
}
