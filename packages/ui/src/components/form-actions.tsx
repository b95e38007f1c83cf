import type { ButtonVariant } from './button';
import { Button } from './button';

export interface FormActionsProps {
  /** The form's own classes: the row of buttons, and the alert (each app styles its forms). */
  className: { actions: string; failure?: string };
  /** `pending` while the form's call is under way: the button is disabled, so it is sent once. */
  submit: { label: string; pending: boolean; testId: string };
  cancel: { label: string; variant?: ButtonVariant; onClick: () => void };
  /** Why the last submit failed, said above the buttons where the buyer is looking. */
  failure?: string | null;
}

/** The foot of a form: what went wrong with the last submit, then submit and cancel. */
export function FormActions({ className, submit, cancel, failure }: FormActionsProps) {
  return (
    <>
      {failure ? (
        <p className={className.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={className.actions}>
        <Button type="submit" disabled={submit.pending} data-testid={submit.testId}>
          {submit.label}
        </Button>
        <Button type="button" variant={cancel.variant ?? 'secondary'} onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      </div>
    </>
  );
}
