import { seller, type Locale, type Order } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { companySignature } from '@shop/service-kit';
import { useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen } from '@testing-library/react';
import { staticPages } from '../../services/catalogue/src/content/pages';
import { renderOrderDocument } from '../../services/orders/src/documents/order-document';
import { accountMail } from '../../services/users/src/mail/account-mails';
import { Footer } from '../src/layout/footer/footer';

/** The company's two identifiers, each after its own label, as every place must show them. */
const identifiers = (locale: Locale) => [
  `${translate(locale, 'company.business_id')}: ${seller.businessId}`,
  `${translate(locale, 'company.vat_number')}: ${seller.vatId}`,
];

const order: Order = {
  id: 1,
  uuid: '8a7f6f55-0b7c-4f39-9a55-0d5b1f2d0c11',
  user_id: null,
  items: [],
  order_status: 'confirmed',
  delivery_methodid: 1,
  total_price: 0,
  total_delivery_price: 0,
  total_discount: 0,
  total_vat_price: 0,
  total_price_with_vat: 0,
  length: 0,
  isOwnFreightAllowed: false,
  isProcessed: false,
  order_number: 'NB-100001',
};

const pdfText = (locale: Locale) =>
  renderOrderDocument(order, 'confirmation', locale, seller, new Date('2026-11-23T10:00:00Z'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('one company record: the legal notice, the footer, the PDF and the mails agree', () => {
  it('the German legal notice names the business id and the VAT number of the record, each under its label', () => {
    const legal = staticPages('de').find((page) => page.slug === 'legal');
    const text = legal!.blocks.map((block) => ('text' in block ? block.text : '')).join(' ');
    for (const shown of identifiers('de')) expect(text).toContain(shown);
    expect(text).toContain(`${seller.street}, ${seller.postCode} ${seller.city}`);
  });

  it.each<Locale>(['de', 'fi', 'en', 'et'])(
    '%s: footer, PDF and mail show the same identifiers, labelled',
    (locale) => {
      useLocaleStore.setState({ locale });
      mockFetch({ '/category/rootCategories': [], '/static': { pages: [], reviews: [] } });
      renderWithProviders(<Footer />);
      const [businessId, vatNumber] = identifiers(locale);
      expect(screen.getByTestId('footer-business-id')).toHaveTextContent(businessId!);
      expect(screen.getByTestId('footer-vat-number')).toHaveTextContent(vatNumber!);
      expect(screen.getByTestId('footer-company')).toHaveTextContent(`${seller.street}, ${seller.postCode}`);

      const pdf = pdfText(locale);
      expect(pdf).toContain(`${translate(locale, 'company.business_id')} ${seller.businessId}`);
      expect(pdf).toContain(`${translate(locale, 'company.vat_number')} ${seller.vatId}`);
      expect(pdf).toContain(`${seller.street}, ${seller.postCode} ${seller.city}`);

      expect(companySignature(locale)).toContain(`${businessId} · ${vatNumber}`);
      const mail = accountMail('magic', 'anna@example.fi', 'https://shop.example', 'token', locale);
      expect(mail.text).toContain(`${businessId} · ${vatNumber}`);
    },
  );

  it('labels the business id and the VAT number differently in every language', () => {
    for (const locale of ['de', 'fi', 'en', 'et'] as const)
      expect(translate(locale, 'company.business_id')).not.toBe(translate(locale, 'company.vat_number'));
  });
});
