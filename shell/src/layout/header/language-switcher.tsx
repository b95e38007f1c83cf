import { locales, type Locale } from '@shop/contracts';
import { languageNames, resolveLocale } from '@shop/i18n';
import { useLocale, useLocaleStore, useT } from '@shop/state';
import { useQueryClient } from '@tanstack/react-query';

/** Switches the interface language: cookie + store, and refetches server texts in it. */
export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  const setLocale = useLocaleStore((state) => state.setLocale);
  const queryClient = useQueryClient();

  const change = (next: Locale) => {
    setLocale(next);
    void queryClient.invalidateQueries();
  };

  return (
    <label className="language-switcher">
      <span className="ui-visually-hidden">{t('header.language')}</span>
      <select
        className="language-switcher__select"
        value={locale}
        title={languageNames[locale]}
        onChange={(event) => change(resolveLocale(event.target.value))}
        data-testid="language-switcher"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code} title={languageNames[code]}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
