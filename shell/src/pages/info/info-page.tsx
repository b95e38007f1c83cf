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
  head: 'about' | 'terms' | 'privacy' | 'suppliers' | 'legal';
  /** Extra content under the text, e.g. the supplier contact form. */
  children?: ReactNode;
}

/** /about, /terms, /privacy, /supplierInfo and /legal: a page of GET /static in the buyer's language. */
export function InfoPage({ slug, path, head, children }: InfoPageProps) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(staticContentQuery(locale));
  const page = query.data?.pages.find((candidate) => candidate.slug === slug);
  useBreadcrumbs(page ? [{ label: page.title, href: path }] : []);
  useDocumentHead(page ? t(`head.${head}.title` as const) : undefined, page?.description);

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
