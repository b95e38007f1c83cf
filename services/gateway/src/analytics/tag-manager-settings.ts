import type { AnalyticsConfig } from '@shop/contracts';

export interface TagManagerSettings {
  /** The tag script for a request's host name, or null: only production hosts load tags. */
  forHost(hostname: string): AnalyticsConfig['tagManager'];
}

const hostOnly = (hostname: string) => hostname.replace(/:\d+$/, '').toLowerCase();

/**
 * From the environment: ANALYTICS_HOSTS (comma-separated production host names), GTM_CONTAINER_ID
 * and optionally TAG_MANAGER_URL (the script address, Google Tag Manager's by default). Test and
 * staging hosts are simply not listed, so their visitors never load a tag.
 */
export function tagManagerSettingsFromEnv(env: Record<string, string | undefined>): TagManagerSettings {
  const hosts = new Set(
    (env.ANALYTICS_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
  const container = env.GTM_CONTAINER_ID?.trim();
  if (hosts.size === 0 || !container) return { forHost: () => null };
  const base = env.TAG_MANAGER_URL ?? 'https://www.googletagmanager.com/gtm.js';
  const scriptUrl = `${base}?id=${encodeURIComponent(container)}`;
  return { forHost: (hostname) => (hosts.has(hostOnly(hostname)) ? { scriptUrl, dataLayer: 'dataLayer' } : null) };
}
