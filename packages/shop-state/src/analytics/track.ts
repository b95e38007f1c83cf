import {
  AnalyticsEventBodySchema,
  apiCalls,
  conversionRules,
  conversionValue,
  leadEventNames,
  leadPersonalFields,
  type AnalyticsEventBody,
  type AnalyticsEventName,
} from '@shop/contracts';
import { callApi } from '../api/call-api';
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

/** A fixed-value event is about no amount: a caller's figure for it is not reported as one. */
const aboutAnAmount = (name: AnalyticsEventName) => {
  const rule = (conversionRules as Partial<Record<AnalyticsEventName, object>>)[name];
  return !rule || 'shareOfAmount' in rule;
};

/**
 * The one analytics call of the shop (shell and remotes): SPEC 7 events. `amount` is what the
 * event is about in EUR (a cart line, the cart, the order); it travels as the `amount` property,
 * and the ad conversion value (SPEC 9, `conversionValue`) is derived from the event and it.
 * Without analytics consent nothing leaves the browser. Failures are logged, never shown:
 * statistics must not break a purchase.
 */
export async function track(
  name: AnalyticsEventName,
  properties: AnalyticsProperties = {},
  amount?: number,
): Promise<boolean> {
  const allowed = hasAnalyticsConsent();
  if (!allowed) return false;
  const value = conversionValue(name, amount);
  const withAmount = amount !== undefined && aboutAnAmount(name) ? { ...properties, amount } : properties;
  const body = AnalyticsEventBodySchema.parse({
    name,
    properties: leadSafeProperties(name, withAmount, allowed),
    value,
  });
  tagDataLayer?.push({ event: name, ...body.properties, ...(value === undefined ? {} : { value, currency: 'EUR' }) });
  try {
    await callApi(apiCalls.analytics.event, { body, keepalive: true });
    return true;
  } catch (error) {
    console.warn('[analytics] event not sent', name, error);
    return false;
  }
}
