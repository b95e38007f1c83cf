import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated; shown under the field and announced with it. */
  error?: string | null;
  hint?: string;
}

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <input id={id} className="ui-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <span id={`${id}-hint`} className="account-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="account-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
