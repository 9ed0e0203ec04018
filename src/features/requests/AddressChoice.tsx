/**
 * The delivery address choice (adresaOdeslani) of every request: radio buttons 'Na trvalou
 * adresu' / 'Na kontaktní adresu', each with the person's actual address under it (GET /adresy).
 * An option whose address is missing is disabled, with a note: the shared RadioGroup with a
 * two-line label.
 */
import type { Ref } from 'react';
import { css } from '../../../styled-system/css';
import { deliveryAddressChoiceLabels, deliveryAddressChoices, type DeliveryAddressChoice } from '../../../contract/enums';
import type { AdresyOdpoved } from '../../../contract/insurance';
import { RadioGroup, type FieldErrors } from '../../components/form';
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
  const options = deliveryAddressChoices.map((option) => {
    const address = adresy[option];
    return {
      value: option,
      disabled: address === null,
      label: (
        <>
          <span className={css({ display: 'block', fontWeight: 'medium' })}>{deliveryAddressChoiceLabels[option]}</span>
          <span className={addressStyle}>{address ? formatAddress(address) : requestTexts.ADRESA_CHYBI}</span>
        </>
      ),
    };
  });
  return (
    <RadioGroup
      id={id}
      name={name}
      label={requestTexts.ADRESA_POLE}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled}
      options={options}
      itemClassName={itemStyle}
      ref={ref}
    />
  );
}
