import { useT } from '@shop/state';
import './footer.css';

/** Company data shown in the footer (identifiers, not texts). */
const companyVatId = '2987654-3';

export function Footer() {
  const t = useT();
  const phone = t('shop.phone');
  const company = t('footer.company_name');
  return (
    <footer className="footer" data-testid="footer">
      <div className="ui-container footer__inner">
        <div className="footer__company">
          <strong className="footer__name">{company}</strong>
          <span>{t('footer.vat_id', { vat: companyVatId })}</span>
          <span>{t('footer.address')}</span>
          <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
        </div>
        <p className="footer__copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), company })} {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
