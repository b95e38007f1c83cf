import { useLocale, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { blogListQuery } from '../../api/content';
import { BlogCard } from '../blog/blog-card';
import '../blog/blog.css';
import { HomeSection } from './home-section';

/** Posts the front page shows: the newest three. */
export const homePostCount = 3;

/**
 * The latest blog posts, from the blog list's first page (GET /blogs/all, shared with /blog
 * through the cache). Placeholder cards keep the same boxes while it loads.
 */
export function HomeBlog() {
  const t = useT();
  const locale = useLocale();
  const posts = useQuery({ ...blogListQuery(locale, 1), select: (data) => data.posts.slice(0, homePostCount) });
  if (posts.data?.length === 0) return null;
  return (
    <HomeSection id="blog" title={t('home.blog_title')} more={{ to: '/blog', label: t('home.all_posts') }}>
      {posts.isError ? (
        <ErrorMessage
          message={t('home.blog_error')}
          retryLabel={t('remote.retry')}
          onRetry={() => void posts.refetch()}
        />
      ) : (
        <ul className="home-blog" aria-busy={posts.isPending}>
          {posts.isPending
            ? Array.from({ length: homePostCount }, (_, index) => (
                <li key={index} className="blog-card home-blog__card" data-testid="home-blog-skeleton">
                  <div className="blog-card__image" aria-hidden="true" />
                  <div className="blog-card__body home-blog__body">
                    <Skeleton width="6rem" height="1rem" />
                    <Skeleton height="3.25rem" />
                    <Skeleton height="4rem" />
                  </div>
                </li>
              ))
            : posts.data.map((post) => (
                <li key={post.slug} className="blog-card home-blog__card" data-testid="home-blog-post">
                  <BlogCard post={post} headingLevel={3} variant="home" />
                </li>
              ))}
        </ul>
      )}
    </HomeSection>
  );
}
