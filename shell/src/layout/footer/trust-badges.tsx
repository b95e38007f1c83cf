import { useT } from '@shop/state';
import type { MessageKey } from '@shop/i18n';

const badges: { key: MessageKey; icon: string }[] = [
  { key: 'footer.trust_invoice', icon: 'M4 3h12l4 4v14H4zM8 11h8M8 15h8M8 7h4' },
  { key: 'footer.trust_secure', icon: 'M6 10V7a6 6 0 0 1 12 0v3M5 10h14v11H5zM12 14v3' },
  { key: 'footer.trust_delivery', icon: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01' },
];

/** Why buying here is safe: invoice terms, secure payment, fast delivery. */
export function TrustBadges() {
  const t = useT();
  return (
    <div className="trust-badges" data-testid="footer-badges">
      <ul className="ui-container trust-badges__list">
        {badges.map((badge) => (
          <li key={badge.key} className="trust-badges__item">
            <svg
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={badge.icon} />
            </svg>
            <span>{t(badge.key)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
