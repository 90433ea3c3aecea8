import { type InputHTMLAttributes, useState } from 'react';
import { Icon } from '../shared/Icon.tsx';
import './forms.css';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle. */
export function PasswordInput({ showLabel, hideLabel, className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...input} className={`input ${className ?? ''}`} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        aria-controls={input.id}
        onClick={() => setVisible((shown) => !shown)}
        data-testid={`${input.id}-toggle`}
      >
        {visible ? <Icon name="eyeOff" /> : <Icon name="eye" />}
      </button>
    </div>
  );
}
