import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export interface ContractFormOptions<In extends FieldValues, Out> extends Omit<UseFormProps<In, unknown, Out>, 'resolver' | 'mode' | 'reValidateMode'> {
  /**
   * false (the default, SPEC.md section 5): messages appear on submit and a field's message clears as soon as
   * the user edits that field. true: the schema runs as the user types (the meeting form shows length limits at
   * once; it decides itself which messages wait for the field to be left).
   */
  live?: boolean;
}

/**
 * A schema, or a loader of one: a page whose first download must stay small (/login, whose budget is in
 * docs/architecture.md) passes `() => import('@haru/contracts').then((c) => c.loginSchema)`, and zod with the
 * contracts arrive only when the form is first validated.
 */
export type ContractSchema<S> = S | (() => Promise<S>);

function resolverOf(schema: ContractSchema<unknown>): Resolver<FieldValues, unknown, FieldValues> {
  if (typeof schema !== 'function') return zodResolver(schema as never) as never;
  let loaded: Promise<Resolver<FieldValues, unknown, FieldValues>> | null = null;
  return async (values, context, options) => {
    loaded ??= (schema as () => Promise<unknown>)().then((s) => zodResolver(s as never) as never);
    return (await loaded)(values, context, options);
  };
}

/**
 * react-hook-form validated by a contract schema from @haru/contracts: the same zod schema the API parses with,
 * so every limit, Korean message and cross-field rule is written once. The submit handler receives the
 * schema's output (trimmed, normalised). Focus moves to the first field with an error.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: ContractSchema<S>,
  { live = false, ...options }: ContractFormOptions<z.input<S>, z.output<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // The schema is fixed for the form's life (a loader is called once, on the first validation).
  const [resolver] = useState(() => resolverOf(schema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: resolver as never,
    mode: live ? 'all' : 'onSubmit',
    reValidateMode: live ? 'onChange' : 'onSubmit',
    shouldFocusError: true,
  });
  const { watch, clearErrors } = form;
  useEffect(() => {
    if (live) return undefined;
    // Editing a field clears its message and the form's failure message (errors.root).
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      clearErrors(name);
      clearErrors('root');
    });
    return () => subscription.unsubscribe();
  }, [live, watch, clearErrors]);
  return form;
}
