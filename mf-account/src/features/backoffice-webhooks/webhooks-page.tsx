import { backofficePagePath, backofficeWebhooksPagePath, type WebhookEventType } from '@shop/contracts';
import { isApiError, useDocumentHead, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWebhookChange, webhooksQuery, type WebhookChange } from '../../api/webhooks';
import { BackofficeNav } from '../backoffice/backoffice-nav';
import { BackofficeRefusal, isRefusal } from '../backoffice/backoffice-refusal';
import { useBackofficeTrail } from '../backoffice/use-backoffice-trail';
import { useFormatTime } from '../backoffice-dead-letters/use-format-time';
import { EndpointForm } from './endpoint-form';
import '../backoffice-dead-letters/dead-letters.css';
import './webhooks.css';

/**
 * /backoffice/webhooks (BackofficeWebhooksPage of mf_account/app): a company's signed webhooks for
 * its ERP (docs/procurement.md, "Webhooks"), for operators: add an endpoint, switch it off and on,
 * give it a new secret (shown this once), and the delivery log with refused and given-up
 * deliveries sent again. The company is in the address (`?company=`), so a link opens it.
 */
export function WebhooksPage() {
  const t = useT();
  const translateText = useTranslateText();
  const time = useFormatTime();
  const notify = useUiStore((state) => state.notify);
  useDocumentHead(t('head.backoffice_webhooks.title'), t('head.backoffice_webhooks.description'));
  useBackofficeTrail({ label: t('webhooks.title'), href: backofficeWebhooksPagePath });
  const companyId = useId();
  const [search, setSearch] = useSearchParams();
  const company = search.get('company') ?? '';
  const [typed, setTyped] = useState(company);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const list = useQuery(webhooksQuery(company));
  const change = useWebhookChange();
  const eventName = (type: WebhookEventType) => t(`webhooks.event_${type}`);

  const send = (request: WebhookChange, done: 'webhooks.saved' | 'webhooks.resent' = 'webhooks.saved') =>
    change.mutate(request, {
      onSuccess: (answer) => {
        setSecret(answer.secret ? { secret: answer.secret, url: answer.url ?? '' } : null);
        notify('success', t(done));
      },
      onError: (error) =>
        notify('error', isApiError(error) && error.body ? translateText(error.body.message) : t('error.internal')),
    });

  const show = (event: FormEvent) => {
    event.preventDefault();
    setSecret(null);
    setSearch(typed.trim() ? { company: typed.trim() } : {});
  };

  let body = null;
  if (list.isError && isRefusal(list.error)) body = <BackofficeRefusal error={list.error} />;
  else if (list.isError)
    body = (
      <ErrorMessage
        message={t('webhooks.load_failed')}
        retryLabel={t('fulfilment.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (company && !list.data) body = <Skeleton height={240} />;
  else if (list.data)
    body = (
      <>
        {secret ? (
          <div className="webhooks__secret" role="status" data-testid="webhook-secret">
            <p>{t('webhooks.secret_once', { url: secret.url })}</p>
            <code>{secret.secret}</code>
          </div>
        ) : null}
        <h2 className="webhooks__heading">{t('webhooks.endpoints')}</h2>
        {list.data.endpoints.length === 0 ? <p>{t('webhooks.no_endpoints')}</p> : null}
        <ul className="webhooks__endpoints">
          {list.data.endpoints.map((endpoint) => (
            <li key={endpoint.id} className="webhooks__endpoint" data-testid="webhook-endpoint">
              <code className="dead-letters__id">{endpoint.url}</code>
              <span>{endpoint.events.map(eventName).join(', ')}</span>
              {endpoint.description ? <span>{endpoint.description}</span> : null}
              <span className="webhooks__state" data-active={endpoint.active ? 'true' : 'false'}>
                {t(endpoint.active ? 'webhooks.active' : 'webhooks.inactive')} ·{' '}
                {t('webhooks.secret_rotated_at', { time: time(endpoint.secret_rotated_at) })}
              </span>
              <span className="webhooks__actions">
                <Button
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() => send({ kind: 'change', id: endpoint.id, body: { active: !endpoint.active } })}
                >
                  {t(endpoint.active ? 'webhooks.disable' : 'webhooks.enable')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() => send({ kind: 'rotate', id: endpoint.id })}
                >
                  {t('webhooks.rotate')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
        <EndpointForm
          pending={change.isPending}
          eventName={eventName}
          onSubmit={(fields) => send({ kind: 'create', body: { company_id: company, ...fields } })}
        />
        <h2 className="webhooks__heading">{t('webhooks.deliveries')}</h2>
        {list.data.deliveries.length === 0 ? (
          <p>{t('webhooks.no_deliveries')}</p>
        ) : (
          <table className="dead-letters__table">
            <thead>
              <tr>
                <th scope="col">{t('webhooks.event')}</th>
                <th scope="col">{t('webhooks.order')}</th>
                <th scope="col">{t('webhooks.url')}</th>
                <th scope="col">{t('webhooks.attempts')}</th>
                <th scope="col">{t('webhooks.last_status')}</th>
                <th scope="col">{t('webhooks.status')}</th>
                <th scope="col">{t('webhooks.time')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.deliveries.map((delivery) => (
                <tr key={delivery.id} data-testid="webhook-delivery" data-status={delivery.status}>
                  <td data-label={t('webhooks.event')}>{eventName(delivery.event_type)}</td>
                  <td data-label={t('webhooks.order')}>
                    <a href={`${backofficePagePath}/orders/${delivery.order_uuid}`}>
                      {delivery.order_number ?? delivery.order_uuid}
                    </a>
                  </td>
                  <td data-label={t('webhooks.url')} className="dead-letters__id">
                    {delivery.url}
                  </td>
                  <td data-label={t('webhooks.attempts')}>{delivery.attempts}</td>
                  <td data-label={t('webhooks.last_status')} className="dead-letters__error">
                    {delivery.last_status ?? delivery.last_error ?? t('webhooks.no_answer')}
                  </td>
                  <td data-label={t('webhooks.status')}>
                    {t(`webhooks.status_${delivery.status}`)}
                    {delivery.status === 'failed' || delivery.status === 'dead' ? (
                      <Button
                        variant="secondary"
                        disabled={change.isPending}
                        onClick={() => send({ kind: 'resend', id: delivery.id }, 'webhooks.resent')}
                      >
                        {t('webhooks.resend')}
                      </Button>
                    ) : null}
                  </td>
                  <td data-label={t('webhooks.time')}>{time(delivery.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    );

  return (
    <section className="ui-container dead-letters webhooks" data-testid="webhooks-page" data-remote="account">
      <BackofficeNav answer={company ? list : { isPending: false, error: null }} />
      <h1 className="dead-letters__title">{t('webhooks.title')}</h1>
      <p className="dead-letters__intro">{t('webhooks.intro')}</p>
      <form className="webhooks__company" onSubmit={show}>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={companyId}>
            {t('webhooks.company')}
          </label>
          <input
            id={companyId}
            className="ui-field__input"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="webhooks-company"
          />
        </div>
        <Button type="submit">{t('webhooks.show')}</Button>
      </form>
      {body}
    </section>
  );
}

export default WebhooksPage;
