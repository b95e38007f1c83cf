import { isApiError, useAuthStore, useFunctionalConsent } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery } from '../../api/users';

/**
 * The logged-in user from the service. SPEC 6: loaded only with a session and functional consent;
 * a session the server no longer knows resets the user here too.
 */
export function useCurrentUser() {
  const loggedIn = useAuthStore((state) => state.loggedIn);
  const endSession = useAuthStore((state) => state.endSession);
  const consent = useFunctionalConsent();
  const query = useQuery(currentUserQuery(loggedIn && consent));
  const unauthorized = isApiError(query.error) && query.error.status === 401;
  useEffect(() => {
    if (unauthorized) endSession();
  }, [unauthorized, endSession]);
  return { ...query, loggedIn, consent };
}
