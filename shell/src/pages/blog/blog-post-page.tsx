import { dateTimeFormat } from '@shop/i18n';
import { isApiError, useBreadcrumbs, useDocumentHead, useLocale, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { blogPostQuery } from '../../api/content';
import { ContentBlocks } from '../../content/content-blocks';
import { ContentError, ContentSkeleton } from '../../content/content-state';
import { NotFoundPage } from '../not-found/not-found-page';
import '../../content/content.css';
import './blog.css';

export function BlogPostPage() {
  const t = useT();
  const locale = useLocale();
  const { slug = '' } = useParams();
  const query = useQuery(blogPostQuery(locale, slug));
  const post = query.data;
  useBreadcrumbs(
    post
      ? [
          { label: t('nav.blog'), href: '/blog' },
          { label: post.title, href: `/blog/${slug}` },
        ]
      : [{ label: t('nav.blog'), href: '/blog' }],
  );
  useDocumentHead(post ? `${post.title} | ${t('shop.name')}` : undefined, post?.description);

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  return (
    <article className="ui-container content-page" data-testid="blog-post">
      {query.isPending ? <ContentSkeleton /> : null}
      {query.isError ? <ContentError onRetry={() => void query.refetch()} /> : null}
      {post ? (
        <>
          <time className="blog-post__date" dateTime={post.publishedAt}>
            {dateTimeFormat(locale).format(new Date(post.publishedAt))}
          </time>
          <h1 className="content-page__title">{post.title}</h1>
          {post.imageUrl ? <img className="blog-post__image" src={post.imageUrl} alt="" /> : null}
          <ContentBlocks blocks={post.blocks} />
        </>
      ) : null}
    </article>
  );
}
