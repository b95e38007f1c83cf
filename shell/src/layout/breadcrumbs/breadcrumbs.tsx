import { useT, useUiStore } from '@shop/state';
import { Link, useLocation } from 'react-router-dom';
import { collapseBreadcrumbs, type BreadcrumbEntry } from './collapse';
import './breadcrumbs.css';

function Entry({ entry, current }: { entry: BreadcrumbEntry; current: boolean }) {
  const t = useT();
  if (entry.kind === 'group') {
    return (
      <details className="breadcrumbs__group" data-testid="breadcrumb-group">
        <summary aria-label={t('breadcrumbs.more')} title={t('breadcrumbs.more')}>
          …
        </summary>
        <ul className="breadcrumbs__menu">
          {entry.crumbs.map((crumb) => (
            <li key={crumb.href}>
              <Link to={crumb.href}>{crumb.label}</Link>
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return current ? (
    <span aria-current="page">{entry.crumb.label}</span>
  ) : (
    <Link to={entry.crumb.href}>{entry.crumb.label}</Link>
  );
}

/** Every page but the front page: the trail the page set in the UI store, after the front page. */
export function Breadcrumbs() {
  const t = useT();
  const { pathname } = useLocation();
  const trail = useUiStore((state) => state.breadcrumbs);
  if (pathname === '/') return null;
  const entries = collapseBreadcrumbs([{ label: t('nav.home'), href: '/' }, ...trail]);
  return (
    <nav className="breadcrumbs ui-container" aria-label={t('breadcrumbs.label')} data-testid="breadcrumbs">
      <ol className="breadcrumbs__list">
        {entries.map((entry, index) => (
          <li
            key={entry.kind === 'link' ? entry.crumb.href : `group-${index}`}
            className="breadcrumbs__item"
            data-testid="breadcrumb"
          >
            <Entry entry={entry} current={index === entries.length - 1 && trail.length > 0} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
