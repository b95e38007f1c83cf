import { useT } from '@shop/state';
import { Link } from 'react-router-dom';
import { RemoteHomeCategories, RemoteVariantRows } from '../../remotes/remote-components';
import { HomeBlog } from './home-blog';
import { HomeReviews } from './home-reviews';
import './home.css';

/** SPEC §2 front page: hero, categories, catalogue rows (top and popular), latest blog posts, reviews. */
export function HomePage() {
  const t = useT();
  return (
    <>
      <section className="hero">
        <div className="ui-container hero__inner">
          <h1 className="hero__title">{t('home.hero_title')}</h1>
          <p className="hero__text">{t('home.hero_text')}</p>
        </div>
      </section>
      <section className="ui-container home__section" aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className="home__section-title">
          {t('home.categories')}
        </h2>
        <RemoteHomeCategories />
      </section>
      <section className="ui-container home__section home-row" aria-labelledby="home-top-title" data-testid="home-top">
        <div className="home__section-head">
          <h2 id="home-top-title" className="home__section-title">
            {t('home.top_title')}
          </h2>
          <Link to="/shop" className="home__more">
            {t('home.all_products')}
          </Link>
        </div>
        <RemoteVariantRows list="top" labelledBy="home-top-title" />
      </section>
      <section className="ui-container home__section home-row" aria-labelledby="home-popular-title" data-testid="home-popular">
        <div className="home__section-head">
          <h2 id="home-popular-title" className="home__section-title">
            {t('home.popular_title')}
          </h2>
        </div>
        <RemoteVariantRows list="popular" labelledBy="home-popular-title" />
      </section>
      <HomeBlog />
      <HomeReviews />
    </>
  );
}
