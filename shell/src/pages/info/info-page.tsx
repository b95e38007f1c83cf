import type { StaticPageSlug } from '@shop/contracts';
import { useBreadcrumbs, useDocumentHead, useLocale, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { staticContentQuery } from '../../api/content';
import { ContentBlocks } from '../../content/content-blocks';
import { ContentError, ContentSkeleton } from '../../content/content-state';
import { NotFoundPage } from '../not-found/not-found-page';
import '../../content/content.css';

export interface InfoPageProps {
  slug: StaticPageSlug;
  path: string;
  /** Which page head (the same texts the gateway sends with the HTML). */
  head: keyof typeof headTitles;
  /** Extra content under the text, e.g. the supplier contact form. */
  children?: ReactNode;
}

// Named whole, not as a template: the texts check finds each key the shell brings itself.
const headTitles = {
  about: 'head.about.title',
  terms: 'head.terms.title',
  privacy: 'head.privacy.title',
  suppliers: 'head.suppliers.title',
  legal: 'head.legal.title',
} as const;

/** /about, /terms, /privacy, /supplierInfo and /legal: a page of GET /static in the buyer's language. */
export function InfoPage({ slug, path, head, children }: InfoPageProps) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(staticContentQuery(locale));
  const page = query.data?.pages.find((candidate) => candidate.slug === slug);
  useBreadcrumbs(page ? [{ label: page.title, href: path }] : []);
  useDocumentHead(page ? t(headTitles[head]) : undefined, page?.description);

  if (query.isPending)
    return (
      <section className="ui-container content-page">
        <ContentSkeleton />
      </section>
    );
  if (query.isError)
    return (
      <section className="ui-container content-page">
        <ContentError onRetry={() => void query.refetch()} />
      </section>
    );
  // /legal exists in German only: other languages get the not-found page.
  if (!page) return <NotFoundPage />;
  return (
    <article className="ui-container content-page" data-testid={`info-page-${slug}`}>
      <h1 className="content-page__title">{page.title}</h1>
      <ContentBlocks blocks={page.blocks} />
      {children}
    </article>
  );
}
