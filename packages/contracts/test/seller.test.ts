import { seller, SellerSchema } from '@shop/contracts';
import { translate } from '@shop/i18n';

describe('the company record', () => {
  it('refuses a business id whose Y-tunnus check digit is wrong (the 2987654-3 the PDFs and footer printed)', () => {
    const result = SellerSchema.safeParse({ ...seller, businessId: '2987654-3', vatId: 'FI29876543' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['businessId']);
  });

  it('refuses a VAT number that is not FI and the business id digits', () => {
    const result = SellerSchema.safeParse({ ...seller, vatId: 'FI29876543' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vatId']);
  });

  it("is the phone and sales address the shop's contact links show in every language", () => {
    for (const locale of ['de', 'fi', 'en', 'et'] as const) {
      expect(translate(locale, 'shop.phone')).toBe(seller.phone);
      expect(translate(locale, 'shop.email')).toBe(seller.salesEmail);
    }
  });
});
