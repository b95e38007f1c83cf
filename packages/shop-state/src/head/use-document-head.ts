import { useEffect } from 'react';

/**
 * Keeps <title> and the meta description right after client-side navigation; the gateway sends
 * the same head with the first HTML, so crawlers need no scripts.
 */
export function useDocumentHead(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
