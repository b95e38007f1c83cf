import { backofficePagePath, backofficeReceivablesPagePath, backofficeWebhooksPagePath } from '@shop/contracts';
import { useT } from '@shop/state';
import { Link, useLocation } from 'react-router-dom';
import { isRefusal } from './backoffice-refusal';
import './backoffice.css';

/**
 * The back office's sections (Orders · Dead letters · Suppliers · Companies · Receivables · Webhooks), on top
 * of each of its pages; a new section adds its link here. Orders is every page of /backoffice the
 * others are not (its orders are /backoffice/orders/…).
 */
const sections = [
  { to: `${backofficePagePath}/dead-letters`, label: 'backoffice.nav_dead_letters' },
  { to: `${backofficePagePath}/suppliers`, label: 'backoffice.nav_suppliers' },
  { to: `${backofficePagePath}/companies`, label: 'backoffice.nav_companies' },
  { to: backofficeReceivablesPagePath, label: 'receivables.nav' },
  { to: backofficeWebhooksPagePath, label: 'webhooks.nav' },
] as const;

/** The page's own call: the sections show once it answered and did not refuse the caller. */
export interface BackofficeAnswer {
  isPending: boolean;
  error: unknown;
}

/**
 * The sections, only for whom the back office answers: a buyer or an anonymous visitor it refused
 * sees the refusal alone, and nobody sees them before the page's call has told which one they are.
 */
export function BackofficeNav({ answer }: { answer: BackofficeAnswer }) {
  const t = useT();
  const { pathname } = useLocation();
  if (answer.isPending || isRefusal(answer.error)) return null;
  const current = sections.find((s) => pathname.startsWith(s.to))?.to ?? backofficePagePath;
  const links = [{ to: backofficePagePath, label: 'backoffice.nav_orders' } as const, ...sections];
  return (
    <nav className="backoffice-nav" aria-label={t('backoffice.nav_label')} data-testid="backoffice-nav">
      <ul className="backoffice-nav__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={`backoffice-nav__link${link.to === current ? ' backoffice-nav__link--active' : ''}`}
              aria-current={link.to === current ? 'page' : undefined}
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
