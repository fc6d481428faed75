/** Labelled inputs (one line or several) and selects, with an optional hint and an inline error tied to them for assistive tech. */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}

/** The label, hint and error around a control; `control` receives the id and ARIA attributes to put on it. */
function Field({ label, error, hint, className = '', control }: FieldProps & { control(attrs: ControlAttrs): ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: `rounded-theme border bg-white px-3 py-2.5 ${error ? 'border-red-700' : 'border-border'}`,
      })}
      {hint && (
        <div id={`${id}-hint`} className="text-xs">
          {hint}
        </div>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A control's error message; its id is the control's id with `-error`, which the control names in aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-red-700">
      {error}
    </p>
  );
}

interface ControlAttrs {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, className, ...input }, ref) {
  return <Field label={label} error={error} hint={hint} className={className} control={(attrs) => <input ref={ref} {...attrs} {...input} />} />;
});

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, className, ...textarea }, ref) {
  return <Field label={label} error={error} hint={hint} className={className} control={(attrs) => <textarea ref={ref} {...attrs} {...textarea} />} />;
});

type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(attrs) => (
        <select {...attrs} {...select}>
          {children}
        </select>
      )}
    />
  );
}
