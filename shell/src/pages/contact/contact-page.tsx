import { useBreadcrumbs, useDocumentHead, useT } from '@shop/state';
import { MailLink, PhoneLink } from '@shop/ui';
import { ContactForm } from '../../features/contact/contact-form';
import '../../content/content.css';

export function ContactPage() {
  const t = useT();
  useBreadcrumbs([{ label: t('nav.contact'), href: '/contact' }]);
  useDocumentHead(t('head.contact.title'), t('head.contact.description'));
  return (
    <section className="ui-container content-page" data-testid="contact-page">
      <h1 className="content-page__title">{t('contact.title')}</h1>
      <p className="content-page__lead">
        {t('contact.intro')} <PhoneLink from="contact" /> · <MailLink from="contact" />
      </p>
      <ContactForm />
    </section>
  );
}
