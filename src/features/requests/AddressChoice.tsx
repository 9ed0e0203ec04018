/**
 * The delivery address choice (adresaOdeslani) of every request: radio buttons 'Na trvalou
 * adresu' / 'Na kontaktní adresu', each with the person's actual address under it (GET /adresy).
 * An option whose address is missing is disabled, with a note. The shared RadioGroup takes text
 * labels only, so this one lays out the same Ark radio group with a two-line label.
 */
import type { Ref } from 'react';
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { css, cx } from '../../../styled-system/css';
import { choice, formField } from '../../../styled-system/recipes';
import { deliveryAddressChoiceLabels, deliveryAddressChoices, type DeliveryAddressChoice } from '../../../contract/enums';
import type { AdresyOdpoved } from '../../../contract/insurance';
import { controlAria, errorList, FieldFrame, RequiredMark, useFieldIds, type FieldErrors } from '../../components/form/Field';
import { formatAddress } from './api';
import { requestTexts } from './texts';

export interface AddressChoiceProps {
  id?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: FieldErrors;
  required?: boolean;
  disabled?: boolean;
  adresy: AdresyOdpoved;
  ref?: Ref<HTMLDivElement>;
}

/** The first choice that has an address (the permanent one when both do), '' when none. */
export function defaultAddressChoice(adresy: AdresyOdpoved): DeliveryAddressChoice | '' {
  return deliveryAddressChoices.find((choiceValue) => adresy[choiceValue] !== null) ?? '';
}

const itemStyle = css({ alignItems: 'flex-start', py: '2', '& > [data-part=item-control]': { mt: '0.5' } });
const addressStyle = css({ display: 'block', color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' });

export function AddressChoice({ id, name, value, onChange, onBlur, error, required, disabled, adresy, ref }: AddressChoiceProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const styles = choice({ kind: 'radio' });
  const aria = controlAria(ids, { errors });
  return (
    <FieldFrame ids={ids} errors={errors}>
      <ArkRadioGroup.Root
        ref={ref}
        ids={{ root: ids.control, label: ids.label }}
        name={name ?? ids.control}
        value={value === '' ? null : value}
        onValueChange={(details) => onChange(details.value ?? '')}
        required={required}
        disabled={disabled}
        invalid={errors.length > 0}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
      >
        <ArkRadioGroup.Label className={formField().label}>
          {requestTexts.ADRESA_POLE}
          {required ? <RequiredMark /> : null}
        </ArkRadioGroup.Label>
        <div className={styles.group}>
          {deliveryAddressChoices.map((option) => {
            const address = adresy[option];
            return (
              <ArkRadioGroup.Item key={option} value={option} disabled={address === null} className={cx(styles.root, itemStyle)}>
                <ArkRadioGroup.ItemControl className={styles.control}>
                  {value === option ? <span className={styles.indicator} /> : null}
                </ArkRadioGroup.ItemControl>
                <ArkRadioGroup.ItemText className={styles.label}>
                  <span className={css({ display: 'block', fontWeight: 'medium' })}>{deliveryAddressChoiceLabels[option]}</span>
                  <span className={addressStyle}>{address ? formatAddress(address) : requestTexts.ADRESA_CHYBI}</span>
                </ArkRadioGroup.ItemText>
                <ArkRadioGroup.ItemHiddenInput />
              </ArkRadioGroup.Item>
            );
          })}
        </div>
      </ArkRadioGroup.Root>
    </FieldFrame>
  );
}
