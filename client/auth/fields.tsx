import { useId, useState } from 'react';

interface FieldProps {
  readonly label: string;
  readonly name: string;
  readonly type: 'email' | 'text' | 'password';
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
  readonly autoComplete?: string;
  readonly readOnly?: boolean;
  readonly inputMode?: 'numeric' | 'email' | 'text';
  readonly maxLength?: number;
  /** Digit codes draw one box per digit over a single input, so paste and the keyboard work as usual. */
  readonly boxes?: number;
}

/** A labelled input; an error shows in red under it and is announced (docs/spec-checklist.md 1 §5 "Input hints"). */
export function Field({
  label,
  name,
  type,
  value,
  onChange,
  error,
  autoComplete,
  readOnly,
  inputMode,
  maxLength,
  boxes,
}: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={`field${error ? ' field--error' : ''}${isPassword ? ' field--password' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          name={name}
          className={boxes ? `field__input field__input--code field__input--code-${boxes}` : 'field__input'}
          type={isPassword && shown ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          readOnly={readOnly}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {isPassword && (
          <button type="button" className="field__toggle" onClick={() => setShown((now) => !now)}>
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {/* docs/spec-checklist.md 1 §5: an input's error (a password's aside) comes with an icon */}
          {!isPassword && (
            <svg className="field__error-icon" aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          )}
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled multi-line text box, styled as the other fields. */
export function TextAreaField({
  label,
  value,
  onChange,
  rows = 3,
  maxLength,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <textarea
          id={id}
          className="field__input"
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

/** A code of `digits` digits, one box per digit; anything but digits is dropped as it is typed or pasted. */
export function CodeField({
  label,
  name = 'code',
  digits,
  value,
  onChange,
  error,
}: {
  label: string;
  name?: string;
  digits: number;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="text"
      value={value}
      onChange={(typed) => onChange(typed.replace(/\D/g, ''))}
      error={error}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={digits}
      boxes={digits}
    />
  );
}
