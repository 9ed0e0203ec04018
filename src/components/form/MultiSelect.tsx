import { useMemo, type Ref } from 'react';
import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { formField, selectBox } from '../../../styled-system/recipes';
import { cs } from '../../texts/cs';
import { IconCheck, IconChevronDown } from '../icons';
import { controlAria, errorList, FieldFrame, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';
import type { SelectOption } from './NativeSelect';
import { formTexts } from './texts';

export interface MultiSelectProps extends FieldBaseProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Several values from a list, on Ark's Select with `multiple` (a button with role combobox and a
 * listbox; Space / Enter toggle an option, the list stays open). With no options it shows
 * ZADNE_MOZNOSTI ('Žádné možnosti') in the field and in the list.
 */
export function MultiSelect({
  id,
  name,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  value,
  onChange,
  onBlur,
  options,
  placeholder = formTexts.VYBERTE,
  ref,
}: MultiSelectProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const styles = selectBox();
  const collection = useMemo(
    () =>
      createListCollection<SelectOption>({
        items: [...options],
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => item.disabled === true,
      }),
    [options],
  );
  const empty = options.length === 0;
  const aria = controlAria(ids, { hint, errors });
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <ArkSelect.Root
        collection={collection}
        multiple
        closeOnSelect={false}
        value={[...value]}
        onValueChange={(details) => onChange(details.value)}
        ids={{ trigger: ids.control, label: ids.label }}
        name={name}
        required={required}
        disabled={disabled}
        invalid={errors.length > 0}
        positioning={{ sameWidth: true, gutter: 4 }}
        onOpenChange={(details) => {
          if (!details.open) onBlur?.();
        }}
        className={formField().root}
      >
        <ArkSelect.Label className={formField().label}>
          {label}
          {required ? <RequiredMark /> : null}
        </ArkSelect.Label>
        <FieldHint id={ids.hint}>{hint}</FieldHint>
        <ArkSelect.Control>
          <ArkSelect.Trigger ref={ref} className={styles.trigger} aria-describedby={aria['aria-describedby']}>
            <ArkSelect.ValueText className={styles.valueText} placeholder={empty ? cs.ZADNE_MOZNOSTI : placeholder} />
            <ArkSelect.Indicator className={styles.indicator}>
              <IconChevronDown />
            </ArkSelect.Indicator>
          </ArkSelect.Trigger>
        </ArkSelect.Control>
        <Portal>
          <ArkSelect.Positioner className={styles.positioner}>
            <ArkSelect.Content className={styles.content}>
              {empty ? (
                <div role="option" aria-disabled="true" aria-selected="false" className={styles.empty} data-empty="">
                  {cs.ZADNE_MOZNOSTI}
                </div>
              ) : (
                collection.items.map((item) => (
                  <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                    <span className={styles.itemIndicator} data-state={value.includes(item.value) ? 'checked' : 'unchecked'}>
                      {value.includes(item.value) ? <IconCheck /> : null}
                    </span>
                    <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                  </ArkSelect.Item>
                ))
              )}
            </ArkSelect.Content>
          </ArkSelect.Positioner>
        </Portal>
        <ArkSelect.HiddenSelect />
      </ArkSelect.Root>
    </FieldFrame>
  );
}
