import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldBase {
  label: string;
  /** Already translated; shown under the field and announced with it. */
  error?: string | null;
  /** Already translated; a rule the value must follow, shown under the field and announced with it. */
  hint?: string;
  /** Placed on the field's wrapper (layout), never on the input. */
  className?: string;
  required?: boolean;
}

/** What a field's control takes from its frame: its id, and the texts that describe it. */
interface ControlProps {
  id: string;
  required?: boolean;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The label, hint and error around one control, tied to it by id. */
function FieldFrame({
  label,
  error,
  hint,
  required,
  className,
  control,
}: FieldBase & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label htmlFor={id} className="ui-field__label">
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control({
        id,
        required,
        className: 'ui-field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <span id={hintId} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="ui-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldBase &
  (
    | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  );

/** A labelled input or textarea with its error message. */
export function TextField({ label, error, hint, required, multiline, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, required, className }}
      control={(common) =>
        multiline ? (
          <textarea {...common} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
        ) : (
          <input {...common} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
        )
      }
    />
  );
}

export type SelectFieldProps = FieldBase &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] };

/** A labelled select of the given options, with its error message. */
export function SelectField({ label, error, hint, required, className, options, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, required, className }}
      control={(common) => (
        <select {...common} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
