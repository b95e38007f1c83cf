import { useDocumentHead, useT } from '@shop/state';

/**
 * SPEC 2 /_app: the shell alone (header, menu, search, cart, footer) around an empty page, for what
 * wants the frame without content: a purchasing system's frame, a cache of the shell. The heading is
 * for screen readers, so the page still says where it is.
 */
export function AppShellPage() {
  const t = useT();
  useDocumentHead(t('head.app.title'), t('head.app.description'));
  return (
    <section className="ui-container" data-testid="app-shell-page">
      <h1 className="ui-visually-hidden">{t('head.app.title')}</h1>
    </section>
  );
}
