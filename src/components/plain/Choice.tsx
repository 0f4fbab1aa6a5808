import { useId, type ChangeEvent } from 'react';
import './form.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

interface RadioGroupProps {
  options: ChoiceOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** antd's `optionType="button" buttonStyle="solid"`: each option a button, the chosen one filled. */
  buttons?: boolean;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * antd's Radio.Group drawn by form.css with the theme's tokens: native radios sharing one name (arrow keys
 * move the choice, Tab enters at the chosen one), each inside its <label>, in a role="radiogroup".
 */
export function RadioGroup({ options, value, onChange, buttons, className, ...aria }: RadioGroupProps) {
  const name = useId();
  const kind = buttons ? 'plain-radio-button' : 'plain-radio';
  return (
    <div {...aria} role="radiogroup" className={classes('plain-radio-group', buttons && 'plain-radio-group-solid', className)}>
      {options.map((option) => {
        const checked = value === option.value;
        return (
          <label key={option.value} className={classes(`${kind}-wrapper`, checked && `${kind}-wrapper-checked`)}>
            <span className={classes(kind, checked && `${kind}-checked`)}>
              <input
                type="radio"
                className={`${kind}-input`}
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => {
                  if (!checked) onChange(option.value);
                }}
              />
            </span>
            <span className={`${kind}-label`}>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}

interface CheckboxGroupProps {
  options: ChoiceOption[];
  value: string[];
  /** The ticked values in the options' order, as antd's Checkbox.Group reports them. */
  onChange: (value: string[]) => void;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** antd's Checkbox.Group drawn by form.css: native checkboxes in their labels, in a role="group". */
export function CheckboxGroup({ options, value, onChange, className, ...aria }: CheckboxGroupProps) {
  const toggle = (option: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.checked ? [...value, option] : value.filter((v) => v !== option);
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <div {...aria} role="group" className={classes('plain-checkbox-group', className)}>
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <label key={option.value} className={classes('plain-checkbox-wrapper', checked && 'plain-checkbox-wrapper-checked')}>
            <span className={classes('plain-checkbox', checked && 'plain-checkbox-checked')}>
              <input
                type="checkbox"
                className="plain-checkbox-input"
                value={option.value}
                checked={checked}
                onChange={toggle(option.value)}
              />
            </span>
            <span className="plain-checkbox-label">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
