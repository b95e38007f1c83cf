import { connectTagManager, useConsentStore } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { analyticsConfigQuery } from '../../api/analytics';

type DataLayers = Record<string, object[] | undefined>;

/**
 * Loads the tag manager once the buyer allows analytics and the gateway lists a script for this
 * host (production hosts only): nothing is asked for, let alone loaded, before consent. A loaded
 * script cannot be unloaded, so taking consent back reloads the page without it.
 */
export function useTagManager(): void {
  const analytics = useConsentStore((state) => state.consent?.analytics === true);
  const { data } = useQuery({ ...analyticsConfigQuery, enabled: analytics });
  const loaded = useRef(false);
  const tagManager = data?.tagManager;

  useEffect(() => {
    if (!analytics) {
      if (loaded.current) window.location.reload();
      return;
    }
    if (!tagManager || loaded.current) return;
    loaded.current = true;
    const w = window as unknown as DataLayers;
    const dataLayer = (w[tagManager.dataLayer] ??= []);
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = tagManager.scriptUrl;
    script.dataset.testid = 'tag-manager';
    document.head.appendChild(script);
    connectTagManager(dataLayer);
  }, [analytics, tagManager]);
}
