/**
 * A free slot of a branch: first a day that has free slots (the next four weeks), then a time of
 * that day. Changing the day drops the chosen time; a chosen slot that is no longer free (someone
 * else took it meanwhile) is dropped too, so only a slot on the screen can be sent.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { shortTime, type AppointmentBranch, type Termin } from '../../../contract/appointments';
import type { ChosenSlot } from '../../../machines/appointmentBooking/appointmentBooking.machine';
import type { FieldErrors } from '../../components/form';
import { ChipChoice } from './ChipChoice';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { freeSlotsQuery } from './api';
import { shortSlotDay, slotDay } from './format';
import { appointmentTexts as t } from './texts';

export interface SlotPickerProps {
  pojistenecId: string;
  pobocka: AppointmentBranch;
  value: ChosenSlot | null;
  onChange: (slot: ChosenSlot | null) => void;
  /** A slot that is no choice (the booking's own when moving). */
  exclude?: number;
  error?: FieldErrors;
  disabled?: boolean;
}

export function SlotPicker(props: SlotPickerProps) {
  const api = useApi();
  const query = useQuery(freeSlotsQuery(api, props.pojistenecId, props.pobocka));
  return (
    <QueryView query={query}>{(data) => <Slots {...props} slots={data.terminy.filter((slot) => slot.id !== props.exclude)} />}</QueryView>
  );
}

const chosenOf = (slot: Termin): ChosenSlot => ({
  id: slot.id,
  pobocka: slot.pobocka,
  zacatek: slot.zacatek,
  den: slot.den,
  cas: slot.cas,
  delka: slot.delka,
});

function Slots({ slots, value, onChange, error, disabled }: SlotPickerProps & { slots: Termin[] }) {
  const days = [...new Set(slots.map((slot) => slot.den))];
  const listed = value !== null && slots.some((slot) => slot.id === value.id);
  const [day, setDay] = useState(() => (listed ? value.den : (days[0] ?? '')));
  // A chosen slot that is not free any more is no choice.
  useEffect(() => {
    if (value !== null && !listed) onChange(null);
  }, [value, listed, onChange]);

  if (slots.length === 0) return <p className={cx(card(), css({ fontWeight: 'semibold' }))}>{t.ZADNE_TERMINY}</p>;
  const ofDay = slots.filter((slot) => slot.den === day);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <ChipChoice
        name="den"
        label={t.DEN}
        wide
        disabled={disabled}
        value={day}
        onChange={(next) => {
          setDay(next);
          if (value !== null && value.den !== next) onChange(null);
        }}
        options={days.map((den) => ({ value: den, label: shortSlotDay(den) }))}
      />
      <ChipChoice
        name="termin"
        label={day ? `${t.CAS} – ${slotDay(day)}` : t.CAS}
        hint={t.VOLNYCH(ofDay.length)}
        disabled={disabled}
        error={error}
        value={listed ? String(value.id) : ''}
        onChange={(id) => {
          const slot = ofDay.find((candidate) => String(candidate.id) === id);
          onChange(slot ? chosenOf(slot) : null);
        }}
        options={ofDay.map((slot) => ({ value: String(slot.id), label: shortTime(slot.cas) }))}
      />
    </div>
  );
}
