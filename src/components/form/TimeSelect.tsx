import { useMemo } from 'react';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';
import { timeOptions } from './dates';

export interface TimeSelectProps extends Omit<NativeSelectProps, 'options'> {
  /** Minutes between the offered times; document 2 §9: 30. */
  stepMinutes?: number;
}

/** A time of day where one is asked: a real <select> of 'HH:MM' every 30 minutes (document 2 §9). */
export function TimeSelect({ stepMinutes = 30, ...props }: TimeSelectProps) {
  const options = useMemo(() => timeOptions(stepMinutes).map((time) => ({ value: time, label: time })), [stepMinutes]);
  return <NativeSelect {...props} options={options} />;
}
