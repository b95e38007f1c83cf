import { isApiError, useT, useTranslateText, useUiStore } from '@shop/state';

/** A refused or failed list call told to the buyer: the server's reason in their language, else a general one. */
export function useFailureNotice(): (error: unknown) => void {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  return (error) =>
    notify(
      'error',
      isApiError(error) && error.body?.message ? translateText(error.body.message) : t('lists.action_failed'),
    );
}
