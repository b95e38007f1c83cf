import { Button } from './button';

export interface ErrorMessageProps {
  message: string;
  /** When given, a retry button with this label calls onRetry. */
  retryLabel?: string;
  onRetry?: () => void;
  testId?: string;
}

export function ErrorMessage({ message, retryLabel, onRetry, testId }: ErrorMessageProps) {
  return (
    <div role="alert" className="ui-error" data-testid={testId}>
      <p className="ui-error__text">{message}</p>
      {onRetry && retryLabel ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
