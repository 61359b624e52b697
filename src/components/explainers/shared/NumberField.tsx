import React, {type ReactNode, useId} from 'react';
import styles from './Explainer.module.css';

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  /** A short line under the field, linked with aria-describedby. */
  hint?: ReactNode;
  invalid?: boolean;
}

/** A labelled number input. Values stay strings so a half-typed number is not overwritten. */
export default function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 'any',
  hint,
  invalid = false,
}: NumberFieldProps): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="decimal"
        value={value}
        min={min}
        max={max}
        step={step}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
