import { currentDiscountRows, type User } from '@shop/contracts';
import { dateTimeFormat, numberFormat } from '@shop/i18n';
import { useFormatNumber, useLocale, useT } from '@shop/state';

/** SPEC 3: only currently valid discounts, earliest end first, then threshold, open-ended last. */
export function PersonalDiscounts({ user, today }: { user: User; today: string }) {
  const t = useT();
  const locale = useLocale();
  const { percent } = useFormatNumber();
  const rows = currentDiscountRows(user.discount_link?.discount_row ?? [], today);
  const money = numberFormat(locale, { style: 'currency', currency: 'EUR' });
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className="profile-card" data-testid="personal-discounts">
      <h2 className="profile-card__title">{t('account.discounts_title')}</h2>
      {rows.length === 0 ? (
        <p className="profile-card__text">{t('account.no_discounts')}</p>
      ) : (
        <ul className="profile-discounts">
          {rows.map((row, index) => (
            <li key={`${row.end_date}-${row.threshold}-${index}`} className="profile-discounts__row">
              <strong>{t('account.discount_percent', { percent: percent(row.discount_percent) })}</strong>
              {row.threshold > 0 ? (
                <span>{t('account.discount_threshold', { amount: money.format(row.threshold / 100) })}</span>
              ) : null}
              <span className="profile-discounts__validity">
                {row.end_date
                  ? t('account.discount_valid_until', { date: date.format(new Date(`${row.end_date}T00:00:00Z`)) })
                  : t('account.discount_no_end')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
