import { useT } from '@shop/state';
import { RemoteHomeCategories } from '../../remotes/remote-components';
import './home.css';

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
    </>
  );
}
