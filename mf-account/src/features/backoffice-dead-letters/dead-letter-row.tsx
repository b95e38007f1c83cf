import type { DeadLetterView } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useFormatTime } from './use-format-time';

interface DeadLetterRowProps {
  letter: DeadLetterView;
  onReplay: (id: string) => void;
  replaying: boolean;
}

/** One dead letter: what failed where, why and when; its replay, or who replayed it. */
export function DeadLetterRow({ letter, onReplay, replaying }: DeadLetterRowProps) {
  const t = useT();
  const time = useFormatTime();
  return (
    <tr className="dead-letters__row" data-testid="dead-letter" data-replayed={letter.replayed ? 'true' : 'false'}>
      <td data-label={t('backoffice.dead_letters.topic')}>
        <code>{letter.topic}</code>
      </td>
      <td data-label={t('backoffice.dead_letters.group')}>
        <code>{letter.group}</code>
      </td>
      <td data-label={t('backoffice.dead_letters.event')}>
        <code className="dead-letters__id">{letter.event_id}</code>
      </td>
      <td data-label={t('backoffice.dead_letters.order')}>
        {letter.order_uuid ? (
          <a href={`/backoffice/orders/${letter.order_uuid}`} className="dead-letters__id">
            {letter.order_uuid}
          </a>
        ) : (
          '–'
        )}
      </td>
      <td data-label={t('backoffice.dead_letters.attempts')}>{letter.attempts}</td>
      <td data-label={t('backoffice.dead_letters.error')} className="dead-letters__error">
        {letter.error}
      </td>
      <td data-label={t('backoffice.dead_letters.failed_at')}>{time(letter.failed_at)}</td>
      <td data-label={t('backoffice.dead_letters.state')}>
        {letter.replayed ? (
          <span className="dead-letters__replayed" data-testid="dead-letter-replayed">
            {t('backoffice.dead_letters.replayed_by', { at: time(letter.replayed.at), by: letter.replayed.by })}
          </span>
        ) : (
          <Button
            variant="secondary"
            disabled={replaying}
            onClick={() => onReplay(letter.id)}
            data-testid="dead-letter-replay"
          >
            {t('backoffice.dead_letters.replay')}
          </Button>
        )}
      </td>
    </tr>
  );
}
