import { track, useT } from '@shop/state';
import type { ReactNode } from 'react';

interface ContactLinkProps {
  /** Where on the page the link is, reported with the click. */
  from: string;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}

/** The shop's phone number as a call link; a tap is reported as SPEC 7's "Call To Button Clicked". */
export function PhoneLink({ from, className, children, 'aria-label': ariaLabel }: ContactLinkProps) {
  const t = useT();
  const phone = t('shop.phone');
  return (
    <a
      className={className}
      href={`tel:${phone.replace(/[^+\d]/g, '')}`}
      aria-label={ariaLabel}
      onClick={() => void track('Call To Button Clicked', { kind: 'phone', from })}
    >
      {children ?? phone}
    </a>
  );
}

/** The shop's sales address as a mail link; reported as "Mail To Button Clicked". */
export function MailLink({ from, className, children, 'aria-label': ariaLabel }: ContactLinkProps) {
  const t = useT();
  const email = t('shop.email');
  return (
    <a
      className={className}
      href={`mailto:${email}`}
      aria-label={ariaLabel}
      onClick={() => void track('Mail To Button Clicked', { from })}
    >
      {children ?? email}
    </a>
  );
}
