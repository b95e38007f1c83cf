import type { ResendMailBody, ResendOption } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useFormatTime } from '../backoffice-dead-letters/use-format-time';

const bodyOf = (option: ResendOption): ResendMailBody => ({
  mail: option.mail,
  ...(option.supplier ? { supplier_id: option.supplier.id } : {}),
  ...(option.history_index !== null ? { history_index: option.history_index } : {}),
});

/** The order's mails, each with a button to send it again. */
export function OrderMails({
  mails,
  busy,
  onResend,
}: {
  mails: ResendOption[];
  busy: boolean;
  onResend: (body: ResendMailBody) => void;
}) {
  const t = useT();
  const time = useFormatTime();
  return (
    <ul className="backoffice-mails" data-testid="backoffice-mails">
      {mails.map((option) => (
        <li key={`${option.mail}-${option.supplier?.id ?? ''}-${option.history_index ?? ''}`}>
          <span>
            {t(`backoffice.mail_${option.mail}`)}
            {option.supplier ? ` · ${option.supplier.name}` : ''}
            {option.at ? <span className="backoffice-mails__at"> · {time(option.at)}</span> : null}
          </span>
          <Button variant="secondary" disabled={busy} onClick={() => onResend(bodyOf(option))}>
            {t('backoffice.resend')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
