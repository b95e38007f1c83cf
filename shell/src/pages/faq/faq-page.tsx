import { useBreadcrumbs, useDocumentHead, useLocale, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { faqQuery } from '../../api/content';
import { ContentBlocks } from '../../content/content-blocks';
import { ContentError, ContentSkeleton } from '../../content/content-state';
import '../../content/content.css';
import './faq.css';

/** /faq: the questions of GET /faq grouped by their category, each opening in place. */
export function FaqPage() {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(faqQuery(locale));
  useBreadcrumbs([{ label: t('nav.faq'), href: '/faq' }]);
  useDocumentHead(t('head.faq.title'), t('head.faq.description'));
  const groups = new Map<string, NonNullable<typeof query.data>>();
  for (const entry of query.data ?? []) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);

  return (
    <section className="ui-container content-page" data-testid="faq-page">
      <h1 className="content-page__title">{t('faq.title')}</h1>
      {query.isPending ? <ContentSkeleton /> : null}
      {query.isError ? <ContentError onRetry={() => void query.refetch()} /> : null}
      {[...groups].map(([category, entries]) => (
        <div key={category} className="faq__group">
          <h2 className="faq__category">{category}</h2>
          {entries.map((entry) => (
            <details key={entry.id} className="faq__item" data-testid="faq-item">
              <summary>{entry.question}</summary>
              <ContentBlocks blocks={entry.answer} />
            </details>
          ))}
        </div>
      ))}
    </section>
  );
}
