import type { ResendableMail, TimelineEntry } from '@shop/contracts';
import { useT } from '@shop/state';
import { useFormatTime } from '../backoffice-dead-letters/use-format-time';

/** Who did it, as the timeline names them: the buyer's e-mail, the supplier, the operator, the shop. */
function Actor({ actor }: { actor: TimelineEntry['actor'] }) {
  const t = useT();
  const role = t(`backoffice.actor_${actor.kind}`);
  return (
    <span className={`backoffice-timeline__actor backoffice-timeline__actor--${actor.kind}`}>
      {actor.name ? `${role}: ${actor.name}` : role}
    </span>
  );
}

/** The detail as the reader's language names it: the mail sent again, the way the buyer pays; else as given. */
function TimelineDetail({ entry }: { entry: TimelineEntry }) {
  const t = useT();
  if (entry.type === 'mail_resent') return t(`backoffice.mail_${entry.detail as ResendableMail}`);
  if (entry.type === 'completed' && (entry.detail === 'invoice' || entry.detail === 'card'))
    return t(`backoffice.payment_${entry.detail}`);
  return entry.detail;
}

/** Every event of the order, oldest first, with time and actor (docs/orders.md, "Back office"). */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useT();
  const time = useFormatTime();
  return (
    <ol className="backoffice-timeline" data-testid="backoffice-timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="backoffice-timeline__entry" data-testid="backoffice-timeline-entry">
          <time className="backoffice-timeline__time" dateTime={entry.at}>
            {time(entry.at)}
          </time>
          <div className="backoffice-timeline__what">
            <strong>{t(`backoffice.event_${entry.type}`)}</strong>
            {entry.supplier ? <span> · {entry.supplier.name}</span> : null}
            <div>
              <Actor actor={entry.actor} />
            </div>
            {entry.lines.length > 0 ? (
              <div className="backoffice-timeline__lines">
                {entry.lines.map((line) => `${line.code} ${line.title}`).join(', ')}
              </div>
            ) : null}
            {entry.detail ? (
              <div className="backoffice-timeline__detail">
                <TimelineDetail entry={entry} />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
