import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldBase {
  label: string;
  /** Already translated; shown under the field and announced with it. */
  error?: string;
  required?: boolean;
}

export type TextFieldProps = FieldBase &
  (({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>) | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>));

/** A labelled input or textarea with its error message. */
export function TextField({ label, error, required, multiline, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = { id, required, className: 'ui-field__input', 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
        {required ? <span className="ui-field__required" aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...common} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {error ? (
        <span id={errorId} className="ui-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
