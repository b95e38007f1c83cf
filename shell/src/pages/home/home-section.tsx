import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface HomeSectionProps {
  /** Names the heading's id and, with a "home-" prefix, the test id. */
  id: string;
  title: string;
  /** An optional "see all" link next to the heading. */
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

/** One block of the front page: heading, optional "see all" link, content. */
export function HomeSection({ id, title, more, className, children }: HomeSectionProps) {
  const titleId = `home-${id}-title`;
  return (
    <section
      className={['ui-container', 'home__section', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid={`home-${id}`}
    >
      <div className="home__section-head">
        <h2 id={titleId} className="home__section-title">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="home__more">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
