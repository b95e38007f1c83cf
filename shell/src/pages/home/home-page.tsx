import { useDocumentHead, useT } from '@shop/state';
import { HydrateWhenVisible } from '@shop/ui';
import { RemoteHomeCategories, RemoteVariantRows } from '../../remotes/remote-components';
import { HomeBlog } from './home-blog';
import { HomeReviews } from './home-reviews';
import { HomeSection } from './home-section';
import './home.css';

/** SPEC §2 front page: hero, categories, catalogue rows (top and popular), latest blog posts, reviews. */
export function HomePage() {
  const t = useT();
  useDocumentHead(t('head.index.title'), t('head.index.description'));
  return (
    <>
      <section className="hero">
        <div className="ui-container hero__inner">
          <h1 className="hero__title">{t('home.hero_title')}</h1>
          <p className="hero__text">{t('home.hero_text')}</p>
        </div>
      </section>
      {/* Below the hero each section hydrates when it comes into view: a phone loads the page without them. */}
      <HydrateWhenVisible>
        <HomeSection id="categories" title={t('home.categories')}>
          <RemoteHomeCategories />
        </HomeSection>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HomeSection
          id="top"
          title={t('home.top_title')}
          more={{ to: '/shop', label: t('home.all_products') }}
          className="variant-row-slot"
        >
          <RemoteVariantRows list="top" labelledBy="home-top-title" />
        </HomeSection>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HomeSection id="popular" title={t('home.popular_title')} className="variant-row-slot">
          <RemoteVariantRows list="popular" labelledBy="home-popular-title" />
        </HomeSection>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HomeBlog />
        <HomeReviews />
      </HydrateWhenVisible>
    </>
  );
}
