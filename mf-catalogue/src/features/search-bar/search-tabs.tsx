import { useT } from '@shop/state';
import type { KeyboardEvent } from 'react';
import { searchTabs, type SearchTab } from './search-rules';

interface SearchTabsProps {
  baseId: string;
  tab: SearchTab;
  counts: Record<SearchTab, number>;
  onTab: (tab: SearchTab) => void;
}

export const tabId = (baseId: string, tab: SearchTab) => `${baseId}-tab-${tab}`;
export const panelId = (baseId: string) => `${baseId}-panel`;

/** Products and Categories with their counts (WAI-ARIA tabs: arrow keys move between them). */
export function SearchTabs({ baseId, tab, counts, onTab }: SearchTabsProps) {
  const t = useT();
  const labels: Record<SearchTab, string> = {
    products: t('search.tab_products', { count: counts.products }),
    categories: t('search.tab_categories', { count: counts.categories }),
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = searchTabs[(searchTabs.indexOf(tab) + 1) % searchTabs.length]!;
    onTab(next);
    document.getElementById(tabId(baseId, next))?.focus();
  };
  return (
    <div className="search-tabs" role="tablist" aria-label={t('search.results_label')}>
      {searchTabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={tabId(baseId, name)}
          className={['search-tabs__tab', name === tab ? 'search-tabs__tab--active' : ''].filter(Boolean).join(' ')}
          aria-selected={name === tab}
          aria-controls={panelId(baseId)}
          tabIndex={name === tab ? 0 : -1}
          onKeyDown={onKeyDown}
          onClick={() => onTab(name)}
          data-testid={`search-tab-${name}`}
        >
          {labels[name]}
        </button>
      ))}
    </div>
  );
}
