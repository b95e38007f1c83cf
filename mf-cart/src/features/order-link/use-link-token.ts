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
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const inAddress = hash.replace(/^#/, '');
  const [token, setToken] = useState(() => inAddress || readStored());

  useEffect(() => {
    if (!inAddress) return;
    setToken(inAddress);
    try {
      sessionStorage.setItem(storageKey, inAddress);
    } catch {
      // Storage refused (private mode): the link works until a reload.
    }
    navigate({ pathname, search }, { replace: true });
  }, [inAddress, pathname, search, navigate]);

  return token;
}

function readStored(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}
