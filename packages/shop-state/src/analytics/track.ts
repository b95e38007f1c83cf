import {
  AnalyticsEventBodySchema,
  analyticsEventsPath,
  leadEventNames,
  leadPersonalFields,
  type AnalyticsEventBody,
  type AnalyticsEventName,
} from '@shop/contracts';
import { apiFetch } from '../api/api-fetch';
import { hasAnalyticsConsent } from '../stores/consent-store';

export type AnalyticsProperties = AnalyticsEventBody['properties'];

/** The tag manager's data layer once the shell has loaded it (production host and consent). */
let tagDataLayer: object[] | null = null;
export function connectTagManager(dataLayer: object[] | null): void {
  tagDataLayer = dataLayer;
}

/** Lead events keep e-mail, company and message only when the buyer allowed analytics. */
export function leadSafeProperties(
  name: AnalyticsEventName,
  properties: AnalyticsProperties,
  analyticsAllowed: boolean,
): AnalyticsProperties {
  if (analyticsAllowed || !leadEventNames.includes(name)) return properties;
  const kept = { ...properties };
  for (const field of leadPersonalFields) delete kept[field];
  return kept;
}

/**
 * The one analytics call of the shop (shell and remotes): SPEC 7 events, value in EUR.
 * Without analytics consent nothing leaves the browser. Failures are logged, never shown:
 * statistics must not break a purchase.
 */
export async function track(
  name: AnalyticsEventName,
  properties: AnalyticsProperties = {},
  value?: number,
): Promise<boolean> {
  const allowed = hasAnalyticsConsent();
  if (!allowed) return false;
  const body = AnalyticsEventBodySchema.parse({
    name,
    properties: leadSafeProperties(name, properties, allowed),
    value,
  });
  tagDataLayer?.push({ event: name, ...body.properties, ...(value === undefined ? {} : { value, currency: 'EUR' }) });
  try {
    await apiFetch(analyticsEventsPath, { method: 'POST', json: body, keepalive: true });
    return true;
  } catch (error) {
    console.warn('[analytics] event not sent', name, error);
    return false;
  }
}
