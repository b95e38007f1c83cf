import { useT, useTranslateText, useUiStore } from '@shop/state';
import { useSupplierAnswer, type SupplierAnswer } from '../../api/fulfilment';
import { formFailure } from './answer-failure';

/** One answer form's call: sends, thanks the supplier, and reads a refusal for the form's own fields. */
export function useAnswerForm(token: string, ownFields: readonly string[]) {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const answer = useSupplierAnswer(token);
  return {
    send: (request: SupplierAnswer, onDone?: () => void) =>
      answer.mutate(request, {
        onSuccess: () => {
          notify('success', t('fulfilment.saved'));
          onDone?.();
        },
      }),
    pending: answer.isPending,
    failure: formFailure(answer.error, ownFields, translateText),
  };
}
