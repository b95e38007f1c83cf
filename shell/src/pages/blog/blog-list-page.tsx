import { useBreadcrumbs, useDocumentHead, useLocale, useT } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { blogListQuery, blogPageSize } from '../../api/content';
import { ContentError, ContentSkeleton } from '../../content/content-state';
import '../../content/content.css';
import { BlogCard } from './blog-card';
import './blog.css';

/** The page number from ?page= (omitted when 1, like the product lists). */
const pageHref = (page: number) => (page <= 1 ? '/blog' : `/blog?page=${page}`);

export function BlogListPage() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useQuery({ ...blogListQuery(locale, page), placeholderData: keepPreviousData });
  useBreadcrumbs([{ label: t('nav.blog'), href: '/blog' }]);
  useDocumentHead(t('head.blogs.title'), t('head.blogs.description'));
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / blogPageSize));

  return (
    <section className="ui-container content-page content-page--wide" data-testid="blog-page">
      <h1 className="content-page__title">{t('blog.title')}</h1>
      {query.isPending ? <ContentSkeleton /> : null}
      {query.isError ? <ContentError onRetry={() => void query.refetch()} /> : null}
      {query.data?.posts.length === 0 ? <p>{t('blog.empty')}</p> : null}
      <div className="blog-grid">
        {query.data?.posts.map((post) => (
          <article key={post.slug} className="blog-card" data-testid="blog-card">
            <BlogCard post={post} headingLevel={2} readMore />
          </article>
        ))}
      </div>
      {pages > 1 ? (
        <nav className="blog-paging" data-testid="blog-paging">
          {page > 1 ? (
            <Link className={buttonClassName('secondary')} to={pageHref(page - 1)}>
              {t('blog.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('blog.page', { page, pages })}</span>
          {page < pages ? (
            <Link className={buttonClassName('secondary')} to={pageHref(page + 1)}>
              {t('blog.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
