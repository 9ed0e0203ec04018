export {
  FieldFrame,
  FieldLabel,
  FieldHint,
  FieldError,
  RequiredMark,
  errorList,
  useFieldIds,
  type FieldBaseProps,
  type FieldErrors,
} from './Field';
export { TextInput, type TextInputProps } from './TextInput';
export { Textarea, measuredLength, type TextareaProps } from './Textarea';
export { NumberInput, type NumberInputProps } from './NumberInput';
export { AmountInput, amountFromText, formatAmountDisplay, type AmountInputProps, type AmountValue } from './AmountInput';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { NativeSelect, type NativeSelectProps, type SelectOption } from './NativeSelect';
export { MultiSelect, type MultiSelectProps } from './MultiSelect';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { TimeSelect, type TimeSelectProps } from './TimeSelect';
export { commitTypedDate, findAvailable, isoWeek, timeOptions, KEYBOARD_SEARCH_STEPS } from './dates';
export {
  useContractForm,
  useFormErrors,
  visibleErrors,
  FORM_VALIDATION_DEBOUNCE_MS,
  type AnyContractForm,
  type ContractForm,
  type ContractFormOptions,
} from './useContractForm';
export { useFormStore, type FormValues, type FormValuesState } from './form-values';
export { FormField, ContractFormRoot, FormErrorSummary, SubmitButton, focusFirstInvalid, type FormFieldBinding } from './FormField';
export { fieldMaxLength, isFieldRequired, fieldNameOfErrorKey, fieldNameOfPath } from './schema';
export { formTexts } from './texts';
export { AddressSuggest, type AddressSuggestion, type AddressSuggestProps } from './AddressSuggest';
export { AddressSearch, addressSearchTexts, suggestAddresses } from './AddressSearch';
