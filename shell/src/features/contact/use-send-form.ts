import { isApiError, useT, useUiStore } from '@shop/state';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';

interface SendableForm<Body> {
  validate: () => Body | null;
  reset: () => void;
  showServerIssues: (issues: { field: string; reason: string }[]) => void;
}

/**
 * Sending a contact-type form: validate first, say "sent" or "failed" (SPEC 8), put the server's
 * field reasons on the fields, and empty the form once it went through.
 */
export function useSendForm<Body, Answer>(
  form: SendableForm<Body>,
  send: (body: Body) => Promise<Answer>,
  hooks: {
    onSubmit?: () => void;
    onSent?: (body: Body) => void;
  } = {},
) {
  const t = useT();
  const notify = useUiStore((state) => state.notify);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (_answer, body) => {
      notify('success', t('contact.sent'));
      hooks.onSent?.(body);
      form.reset();
    },
    onError: (error) => {
      if (isApiError(error) && error.body?.issues) form.showServerIssues(error.body.issues);
      notify('error', t('contact.failed'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    hooks.onSubmit?.();
    const body = form.validate();
    if (body) mutation.mutate(body);
  };
  return { submit, isPending: mutation.isPending, isSent: mutation.isSuccess };
}
