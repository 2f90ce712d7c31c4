import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { isCalendarDate } from '@haru/dates';
import { DatePicker } from '@haru/ui-kit/src/pickers';
import { messages } from '../../messages/ko';

type DateField = 'start_date' | 'end_date';

interface DateRangeFieldsProps<In extends FieldValues, Out> {
  control: Control<In, unknown, Out>;
  errors: Partial<Record<DateField, { message?: string } | undefined>>;
  /** The start date as typed: days before it are disabled in the end date's calendar. */
  start: string | null | undefined;
  required?: boolean;
}

/** The start and end dates of a project or task form (`start_date`, `end_date`) on ui-kit's DatePicker. */
export function DateRangeFields<In extends FieldValues, Out>({ control, errors, start, required }: DateRangeFieldsProps<In, Out>) {
  const fields: Array<{ name: DateField; label: string; minDate?: string }> = [
    { name: 'start_date', label: messages.form.startDate },
    { name: 'end_date', label: messages.form.endDate, minDate: start && isCalendarDate(start) ? start : undefined },
  ];
  return (
    <>
      {fields.map(({ name, label, minDate }) => (
        <Controller key={name} control={control} name={name as Path<In>} render={({ field }) => (
          <DatePicker
            ref={field.ref}
            label={label}
            labels={messages.datePicker(label)}
            required={required}
            minDate={minDate}
            value={(field.value as string | null | undefined) ?? ''}
            error={errors[name]?.message}
            onChange={field.onChange}
          />
        )} />
      ))}
    </>
  );
}
