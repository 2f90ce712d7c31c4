import { useEffect } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
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
 * react-hook-form validated by a contract schema from @haru/contracts: the same zod schema the API parses with,
 * so every limit, Korean message and cross-field rule is written once. The submit handler receives the
 * schema's output (trimmed, normalised). Focus moves to the first field with an error.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  { live = false, ...options }: ContractFormOptions<z.input<S>, z.output<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema as never) as never,
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
