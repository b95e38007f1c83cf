import { webhookEventTypes, type WebhookEventType } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';

interface EndpointFormProps {
  pending: boolean;
  eventName: (type: WebhookEventType) => string;
  onSubmit: (fields: { url: string; events: WebhookEventType[]; description: string }) => void;
}

/** A new endpoint: its URL, the events it takes (order.placed chosen to begin with), a description. */
export function EndpointForm({ pending, eventName, onSubmit }: EndpointFormProps) {
  const t = useT();
  const urlId = useId();
  const descriptionId = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['order.placed']);
  const toggle = (type: WebhookEventType) =>
    setEvents((chosen) => (chosen.includes(type) ? chosen.filter((e) => e !== type) : [...chosen, type]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ url: url.trim(), events, description: description.trim() });
  };
  return (
    <form className="webhooks__form" onSubmit={submit} data-testid="webhook-form">
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={urlId}>
          {t('webhooks.url')}
        </label>
        <input
          id={urlId}
          className="ui-field__input"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <fieldset className="webhooks__events">
        <legend className="ui-field__label">{t('webhooks.events')}</legend>
        {webhookEventTypes.map((type) => (
          <label key={type}>
            <input type="checkbox" checked={events.includes(type)} onChange={() => toggle(type)} /> {eventName(type)}
          </label>
        ))}
      </fieldset>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={descriptionId}>
          {t('webhooks.description')}
        </label>
        <input
          id={descriptionId}
          className="ui-field__input"
          maxLength={200}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {t('webhooks.add')}
      </Button>
    </form>
  );
}
