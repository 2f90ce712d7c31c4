// Date and time pickers. Imported as '@haru/ui-kit/src/pickers', not from the package root: they are stateless,
// so each remote that uses them bundles them (with the date-fns code they need) instead of every page loading
// them inside the shared ui-kit singleton (/login has no date field).
export { DatePicker, DATE_FLIP_PX, type DatePickerProps, type DatePickerLabels } from './pickers/date-picker';
export { TimePicker, TIME_FLIP_PX, MINUTE_STEP, type TimePickerProps, type TimePickerLabels } from './pickers/time-picker';
export { Popover, type PopoverProps } from './pickers/popover';
export { usePopover, choosePlacement, type Placement } from './pickers/use-popover';
