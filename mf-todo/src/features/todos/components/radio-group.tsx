import styles from './todo-form.module.css';

interface RadioGroupProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V) => void;
}

/** Native radios in a fieldset: arrow keys, labels and focus come from the browser. */
export function RadioGroup<V extends string>({ legend, name, value, options, labels, onChange }: RadioGroupProps<V>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option} className={styles.radio} data-checked={option === value || undefined} data-value={option}>
            <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
