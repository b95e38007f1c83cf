import {
  AnalyticsAcceptedSchema,
  AnalyticsConfigSchema,
  AnalyticsEventBodySchema,
  analyticsConfigPath,
  analyticsEventsPath,
} from '../analytics';
import { defineCall } from './call';

/** The calls the gateway answers itself. */
export const analyticsCalls = {
  config: defineCall({ method: 'GET', path: analyticsConfigPath, response: AnalyticsConfigSchema }),
  event: defineCall({
    method: 'POST',
    path: analyticsEventsPath,
    body: AnalyticsEventBodySchema,
    response: AnalyticsAcceptedSchema,
    status: 202,
  }),
};
