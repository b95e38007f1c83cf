import { useT } from '@shop/state';
import { useEffect } from 'react';

/**
 * <title> and meta description of the results page after client-side navigation ("Search: zaun |
 * Nordbau"); the gateway sends the page's general search head with the first HTML.
 */
export function useSearchHead(term: string): void {
  const t = useT();
  const title = term ? `${t('search.page_title', { query: term })} | ${t('shop.name')}` : t('head.search.title');
  const description = term ? t('search.page_description', { query: term }) : t('head.search.description');
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
