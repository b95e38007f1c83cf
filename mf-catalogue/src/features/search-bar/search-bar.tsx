import type { Category, Variant } from '@shop/contracts';
import { track, useT } from '@shop/state';
import { CloseIcon, IconButton, SearchIcon } from '@shop/ui';
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchDropdown } from './search-dropdown';
import { useSearchBarStore } from './search-bar-store';
import { listboxId, optionId } from './search-options';
import { isSearchable, searchPageHref } from './search-rules';
import { useHeaderSearch } from './use-header-search';
import { useOutsideClick, useResetOnRouteChange } from './use-reset-triggers';
import { useSearchClicks } from './use-search-clicks';
import './search-bar.css';

/**
 * The header search (SearchBar of mf_catalogue/app): results while typing in a dropdown with
 * Products and Categories, Enter for the full results page. On phones the shell gives it a full-width row.
 */
export function SearchBar() {
  const t = useT();
  const navigate = useNavigate();
  const baseId = `search${useId().replace(/[^\w-]/g, '')}`;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { query, open, tab, activeIndex, setQuery, setOpen, setTab, setActiveIndex, reset } = useSearchBarStore();
  const search = useHeaderSearch();
  const clicks = useSearchClicks(search.term, search.queryId, 'search_bar');

  useResetOnRouteChange(reset);
  useOutsideClick(root, open, reset);

  const data = search.results.data;
  const showDropdown = open && search.trimmed !== '';
  const showsOptions =
    showDropdown &&
    !search.tooShort &&
    !search.waiting &&
    !!data &&
    (data.variants.length > 0 || data.categories.length > 0);
  const optionCount = showsOptions && data ? (tab === 'products' ? data.variants.length : data.categories.length) : 0;

  /** The clear button: empty and closed, the field keeps the focus for the next term. */
  const clear = () => {
    reset();
    input.current?.focus();
  };
  const chooseVariant = (variant: Variant, index: number) => {
    clicks.variant(variant, index + 1);
    reset();
  };
  const chooseCategory = (category: Category, index: number) => {
    clicks.category(category, index + 1);
    reset();
  };
  const openAll = () => {
    void track('All Search Results Opened', {
      query: search.trimmed,
      count: data?.count ?? null,
      source: 'search_bar',
    });
    reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSearchable(search.trimmed)) {
      setOpen(true);
      return;
    }
    const href = searchPageHref(search.trimmed);
    openAll();
    // The results page is the answer: phones drop their keyboard, nothing keeps the field marked.
    input.current?.blur();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      reset();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && optionCount > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        activeIndex + step < -1 ? optionCount - 1 : activeIndex + step >= optionCount ? -1 : activeIndex + step;
      setActiveIndex(next);
      if (next >= 0) document.getElementById(optionId(baseId, next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter' && activeIndex >= 0 && activeIndex < optionCount && data) {
      event.preventDefault();
      if (tab === 'products') {
        const variant = data.variants[activeIndex]!;
        chooseVariant(variant, activeIndex);
        navigate(`/variant/${variant.id}`);
      } else {
        const category = data.categories[activeIndex]!;
        chooseCategory(category, activeIndex);
        navigate(`/categories/${category.slug}`);
      }
    }
  };

  return (
    <div ref={root} className="search-bar" data-testid="search-bar">
      <div className="search-bar__panel">
        <form className="search-bar__form" role="search" onSubmit={submit} aria-label={t('search.label')}>
          <label htmlFor={`${baseId}-input`} className="ui-visually-hidden">
            {t('search.label')}
          </label>
          <SearchIcon className="search-bar__icon" size={20} />
          <input
            ref={input}
            id={`${baseId}-input`}
            className="search-bar__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showDropdown}
            aria-controls={showsOptions ? listboxId(baseId) : `${baseId}-dropdown`}
            aria-activedescendant={
              activeIndex >= 0 && activeIndex < optionCount ? optionId(baseId, activeIndex) : undefined
            }
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={200}
            placeholder={t('header.search_placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            data-testid="search-input"
          />
          {query !== '' ? (
            <IconButton
              className="search-bar__clear"
              label={t('search.clear')}
              onClick={clear}
              data-testid="search-clear"
            >
              <CloseIcon size={20} />
            </IconButton>
          ) : null}
        </form>
        <div id={`${baseId}-dropdown`} className="search-bar__dropdown-slot">
          {showDropdown ? (
            <SearchDropdown
              baseId={baseId}
              search={search}
              tab={tab}
              activeIndex={activeIndex}
              onTab={setTab}
              onVariant={chooseVariant}
              onCategory={chooseCategory}
              onShowAll={openAll}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

export default SearchBar;
