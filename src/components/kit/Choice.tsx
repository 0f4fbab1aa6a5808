import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import './choice.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

interface RadioProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/**
 * antd's Radio in its markup: a native radio inside the label, invisible over the drawn circle, so the
 * browser's keyboard (arrow keys move the choice) and the label's name stay the input's.
 */
export function Radio({ name, value, checked, onChange, className, children }: RadioProps) {
  return (
    <label className={classes('kit-radio-wrapper', checked && 'kit-radio-wrapper-checked', className)}>
      <span className={classes('kit-radio', checked && 'kit-radio-checked')}>
        <input
          type="radio"
          className="kit-radio-input"
          name={name}
          value={value}
          checked={checked}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      </span>
      <span className="kit-radio-label">{children}</span>
    </label>
  );
}

/** antd's `optionType="button"` radio: the option drawn as a button, the chosen one filled. */
function RadioButton({ name, value, checked, onChange, children }: Omit<RadioProps, 'className'>) {
  return (
    <label className={classes('kit-radio-button-wrapper', checked && 'kit-radio-button-wrapper-checked')}>
      <input
        type="radio"
        className="kit-radio-button-input"
        name={name}
        value={value}
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <span>{children}</span>
    </label>
  );
}

interface GroupAria {
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

interface RadioGroupProps extends GroupAria {
  options: ChoiceOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** antd's `optionType="button" buttonStyle="solid"`: each option a button, the chosen one filled. */
  buttons?: boolean;
}

/** antd's Radio.Group: radios sharing one name (Tab enters at the chosen one) in a role="radiogroup". */
export function RadioGroup({ options, value, onChange, buttons, className, ...aria }: RadioGroupProps) {
  const name = useId();
  const Option = buttons ? RadioButton : Radio;
  return (
    <div {...aria} role="radiogroup" className={classes('kit-radio-group', buttons && 'kit-radio-group-solid', className)}>
      {options.map((option) => (
        <Option
          key={option.value}
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={(next) => {
            if (next !== value) onChange(next);
          }}
        >
          {option.label}
        </Option>
      ))}
    </div>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  checked: boolean;
  className?: string;
  children: ReactNode;
}

/** antd's Checkbox: a native checkbox inside its label, invisible over the drawn box. */
export function Checkbox({ checked, className, children, ...input }: CheckboxProps) {
  return (
    <label className={classes('kit-checkbox-wrapper', checked && 'kit-checkbox-wrapper-checked', className)}>
      <span className={classes('kit-checkbox', checked && 'kit-checkbox-checked')}>
        <input {...input} type="checkbox" className="kit-checkbox-input" checked={checked} />
      </span>
      <span className="kit-checkbox-label">{children}</span>
    </label>
  );
}

interface CheckboxGroupProps extends GroupAria {
  options: ChoiceOption[];
  value: string[];
  /** The ticked values in the options' order, as antd's Checkbox.Group reports them. */
  onChange: (value: string[]) => void;
}

/** antd's Checkbox.Group: checkboxes in their labels, in a role="group". */
export function CheckboxGroup({ options, value, onChange, className, ...aria }: CheckboxGroupProps) {
  const toggle = (option: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.checked ? [...value, option] : value.filter((v) => v !== option);
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <div {...aria} role="group" className={classes('kit-checkbox-group', className)}>
      {options.map((option) => (
        <Checkbox key={option.value} value={option.value} checked={value.includes(option.value)} onChange={toggle(option.value)}>
          {option.label}
        </Checkbox>
      ))}
    </div>
  );
}
