import { useT } from '@shop/state';
import { Button } from '@shop/ui';

/** Page numbers around the current one, with the first and last always reachable. */
function visiblePages(page: number, pages: number): number[] {
  const around = new Set([1, pages, page - 1, page, page + 1]);
  return [...around].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  const numbers = visiblePages(page, pages);
  return (
    <nav className="listing-pager" aria-label={t('catalogue.listing_pages')} data-testid="listing-pager">
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('catalogue.listing_previous')}
      >
        <span aria-hidden="true">‹</span>
        <span className="listing-pager__label">{t('catalogue.listing_previous')}</span>
      </Button>
      <ol className="listing-pager__pages">
        {numbers.map((n, index) => (
          <li key={n} className="listing-pager__item">
            {index > 0 && n - numbers[index - 1]! > 1 ? (
              <span className="listing-pager__gap" aria-hidden="true">
                …
              </span>
            ) : null}
            <Button
              variant={n === page ? 'primary' : 'ghost'}
              aria-label={t('catalogue.listing_page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              {n}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('catalogue.listing_next')}
      >
        <span className="listing-pager__label">{t('catalogue.listing_next')}</span>
        <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
