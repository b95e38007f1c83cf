import { apiCalls, sharedQueryKeys } from '@shop/contracts';
import { callApi, useAuthStore, useFunctionalConsent } from '@shop/state';
import { useQuery } from '@tanstack/react-query';

/** GET /users/current for a logged-in buyer, read only with functional consent (the checkout's account details). */
export function useCurrentUser() {
  const loggedIn = useAuthStore((state) => state.loggedIn);
  const consent = useFunctionalConsent();
  return useQuery({
    queryKey: sharedQueryKeys.currentUser,
    queryFn: ({ signal }) => callApi(apiCalls.users.current, { signal }),
    enabled: loggedIn && consent,
    retry: false,
  });
}
