import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { LoginInput, loginSchema } from '@haru/contracts';

/**
 * /login's form state without react-hook-form (docs/architecture.md, "A form": the one exception). /login's
 * first download has a budget, so the page holds two plain controlled fields and validates with the contract's
 * `loginSchema`, which (with zod) loads on the first submit. Same timing as useContractForm: messages on submit,
 * editing a field clears its message and the failure message, focus goes to the first field in error.
 */
export type LoginField = keyof LoginInput;
export type LoginErrors = Partial<Record<LoginField | 'root', string>>;

const FIELDS: LoginField[] = ['username', 'password'];
let schemaLoad: Promise<typeof loginSchema> | null = null;
const loadLoginSchema = () => (schemaLoad ??= import('@haru/contracts').then((contracts) => contracts.loginSchema));

export function useLoginForm(onValid: (input: LoginInput) => Promise<void>) {
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    ref: (el: HTMLInputElement | null) => { inputs.current[name] = el; },
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((prev) => (prev[name] || prev.root ? { ...prev, [name]: undefined, root: undefined } : prev));
    },
  });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const parsed = (await loadLoginSchema()).safeParse(values);
      if (!parsed.success) {
        const found: LoginErrors = {};
        for (const issue of parsed.error.issues) {
          const name = issue.path[0] as LoginField;
          if (FIELDS.includes(name)) found[name] ??= issue.message;
        }
        setErrors(found);
        inputs.current[FIELDS.find((name) => found[name]) ?? 'username']?.focus();
        return;
      }
      setErrors({});
      await onValid(parsed.data);
    } finally {
      setSubmitting(false);
    }
  };

  const fail = (message: string) => setErrors((prev) => ({ ...prev, root: message }));
  return { field, errors, submitting, submit, fail };
}
