import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const storageKey = 'nordbau.order-link';

/**
 * The token of the link from the buyer's mail (`/order#<token>`). It is taken out of the address
 * at once, so it is not left in the address bar, the history, a screenshot or whatever a tag
 * manager reads from the location; the tab keeps it (sessionStorage) so a reload still opens the
 * order, and it ends with the tab.
 */
export function useLinkToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = location.hash.replace(/^#/, '');
  const [kept, setKept] = useState(readStored);
  // A new link in the address wins over the one kept (React's state adjusted while rendering).
  if (inAddress && inAddress !== kept) setKept(inAddress);

  // On every navigation, not only when the hash differs: the shell replays a back/forward step
  // with its hash (use-route-change.ts), which would otherwise put the token back unnoticed.
  useEffect(() => {
    const token = location.hash.replace(/^#/, '');
    if (!token) return;
    try {
      sessionStorage.setItem(storageKey, token);
    } catch {
      // Storage refused (private mode): the link works until a reload.
    }
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);

  return inAddress || kept;
}

function readStored(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}
