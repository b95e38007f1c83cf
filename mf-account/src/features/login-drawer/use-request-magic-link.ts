import { useAuthStore, useT, useUiStore } from '@shop/state';
import { useMutation } from '@tanstack/react-query';
import { magicLinkMessages, requestMagicLink } from '../../api/users';
import { linkHost } from './use-link-host';

/**
 * Sends the magic link. SPEC 7: "sent" shows a success toast and the confirmation view,
 * "existing link valid" only the confirmation; any failure a magic-link-failed toast.
 */
export function useRequestMagicLink() {
  const t = useT();
  const notify = useUiStore((state) => state.notify);
  const setEmailSent = useAuthStore((state) => state.setEmailSent);
  return useMutation({
    mutationFn: (email: string) => requestMagicLink({ email, host: linkHost() }),
    onSuccess: ({ message }) => {
      if (message === magicLinkMessages.sent) notify('success', t('account.link_sent'));
      setEmailSent(true);
    },
    onError: () => notify('error', t('account.link_failed')),
  });
}
