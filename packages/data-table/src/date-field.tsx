// The spec's date field (yyyy / MM / dd, dropdowns, quick picks) is the form kit's: one field for the
// filters and the forms.
export { DateInput as DateField, type DateInputProps as DateFieldProps } from '@cc/ui-rtl';
