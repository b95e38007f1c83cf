import type { BlogPostSummary } from '@shop/contracts';
import { dateTimeFormat } from '@shop/i18n';
import { useLocale, useT } from '@shop/state';
import { Link } from 'react-router-dom';

export interface BlogCardProps {
  post: BlogPostSummary;
  /** h2 on the blog page, h3 under a front-page section heading. */
  headingLevel: 2 | 3;
  /** The blog page adds "read more"; the front page keeps the card short. */
  readMore?: boolean;
  /** Classes for the card, its body, title and excerpt where a page sizes them. */
  variant?: 'page' | 'home';
}

/** One blog post as a card: picture, date, title linking to /blog/{slug}, excerpt. */
export function BlogCard({ post, headingLevel, readMore = false, variant = 'page' }: BlogCardProps) {
  const t = useT();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const home = variant === 'home';
  return (
    <>
      {post.imageUrl ? (
        <img className="blog-card__image" src={post.imageUrl} alt="" loading="lazy" />
      ) : (
        <div className="blog-card__image" aria-hidden="true" />
      )}
      <div className={home ? 'blog-card__body home-blog__body' : 'blog-card__body'}>
        <time dateTime={post.publishedAt}>{dateTimeFormat(locale).format(new Date(post.publishedAt))}</time>
        <Heading className={home ? 'blog-card__title home-blog__title' : 'blog-card__title'}>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        <p className={home ? 'home-blog__excerpt' : undefined}>{post.excerpt}</p>
        {readMore ? (
          <Link to={`/blog/${post.slug}`} className="blog-card__more">
            {t('blog.read_more')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
