import { backofficePagePath, topics, type Topic } from '@shop/contracts';
import { isApiError, useCountT, useDocumentHead, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { deadLettersQuery, useReplay, type Replay } from '../../api/dead-letters';
import { DeadLetterRow } from './dead-letter-row';
import { BackofficeNav } from '../backoffice/backoffice-nav';
import { useBackofficeTrail } from '../backoffice/use-backoffice-trail';
import { BackofficeRefusal, isRefusal } from '../backoffice/backoffice-refusal';
import './dead-letters.css';

/**
 * /backoffice/dead-letters (BackofficeDeadLettersPage of mf_account/app): the events a consumer
 * gave up on, newest first, for operators. Each can be replayed to the consumer that failed, or
 * every waiting one of a topic at once; replayed ones stay listed with who replayed them and when.
 */
export function DeadLettersPage() {
  const t = useT();
  const tc = useCountT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  useDocumentHead(t('head.backoffice_dead_letters.title'), t('head.backoffice_dead_letters.description'));
  useBackofficeTrail({ label: t('backoffice.nav_dead_letters'), href: `${backofficePagePath}/dead-letters` });
  const topicId = useId();
  const [topic, setTopic] = useState<Topic | ''>('');
  const list = useQuery(deadLettersQuery(topic));
  const replay = useReplay();

  const send = (request: Replay) =>
    replay.mutate(request, {
      onSuccess: ({ replayed }) => notify('success', tc('backoffice.dead_letters.replayed_count', replayed)),
      onError: (error) =>
        notify('error', isApiError(error) && error.body ? translateText(error.body.message) : t('error.internal')),
    });

  let body;
  if (list.isError && isRefusal(list.error)) body = <BackofficeRefusal error={list.error} />;
  else if (list.isError)
    body = (
      <ErrorMessage
        message={t('backoffice.dead_letters.load_failed')}
        retryLabel={t('fulfilment.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!list.data) body = <Skeleton height={240} />;
  else {
    const waiting = list.data.letters.filter((letter) => !letter.replayed);
    body = (
      <>
        <p className="dead-letters__bus">{t('backoffice.dead_letters.bus', { bus: list.data.bus })}</p>
        {topic && waiting.length > 0 ? (
          <Button
            onClick={() => send({ kind: 'topic', topic })}
            disabled={replay.isPending}
            data-testid="dead-letters-replay-all"
          >
            {t('backoffice.dead_letters.replay_all', { topic })}
          </Button>
        ) : null}
        {list.data.letters.length === 0 ? (
          <p className="dead-letters__empty" data-testid="dead-letters-empty">
            {t('backoffice.dead_letters.empty')}
          </p>
        ) : (
          <table className="dead-letters__table">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.dead_letters.topic')}</th>
                <th scope="col">{t('backoffice.dead_letters.group')}</th>
                <th scope="col">{t('backoffice.dead_letters.event')}</th>
                <th scope="col">{t('backoffice.dead_letters.order')}</th>
                <th scope="col">{t('backoffice.dead_letters.attempts')}</th>
                <th scope="col">{t('backoffice.dead_letters.error')}</th>
                <th scope="col">{t('backoffice.dead_letters.failed_at')}</th>
                <th scope="col">{t('backoffice.dead_letters.state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.letters.map((letter) => (
                <DeadLetterRow
                  key={letter.id}
                  letter={letter}
                  replaying={replay.isPending}
                  onReplay={(id) => send({ kind: 'one', id })}
                />
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  }

  return (
    <section className="ui-container dead-letters" data-testid="dead-letters-page" data-remote="account">
      <BackofficeNav answer={list} />
      <h1 className="dead-letters__title">{t('backoffice.dead_letters.title')}</h1>
      <p className="dead-letters__intro">{t('backoffice.dead_letters.intro')}</p>
      <div className="ui-field dead-letters__filter">
        <label className="ui-field__label" htmlFor={topicId}>
          {t('backoffice.dead_letters.topic')}
        </label>
        <select
          id={topicId}
          className="ui-field__input"
          value={topic}
          onChange={(event) => setTopic(event.target.value as Topic | '')}
          data-testid="dead-letters-topic"
        >
          <option value="">{t('backoffice.dead_letters.all_topics')}</option>
          {topics.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {body}
    </section>
  );
}

export default DeadLettersPage;
