import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

export function Field(props: { id: string; label: string; error?: FieldError; hint?: string; children: ReactNode }) {
  const { id, label, error, hint, children } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && <p id={`${id}-hint`} className="hint">{hint}</p>}
      {error && <p id={`${id}-error`} role="alert" className="error">{error.message}</p>}
    </div>
  );
}
