/** How slots read on the screens: 'úterý 8. 12. 2026', '9:00–9:30'. */
import { minutesOf, shortTime, timeOf, weekdayNames, weekdayOf } from '../../../contract/appointments';
import { formatDay } from '../../lib/display-dates';

/** 'úterý 8. 12. 2026' */
export const slotDay = (den: string): string => `${weekdayNames[weekdayOf(den)]} ${formatDay(den)}`;

/** 'út 8. 12.' (a day among the days to choose from). */
export const shortSlotDay = (den: string): string => {
  const [, month, day] = den.split('-').map(Number);
  return `${weekdayNames[weekdayOf(den)].slice(0, 2)} ${day}. ${month}.`;
};

/** '9:00–9:30' */
export const slotTime = (cas: string, delka: number): string => `${shortTime(cas)}–${shortTime(timeOf(minutesOf(cas) + delka))}`;

/** 'úterý 8. 12. 2026, 9:00–9:30' */
export const slotWhen = (slot: { den: string; cas: string; delka: number }): string =>
  `${slotDay(slot.den)}, ${slotTime(slot.cas, slot.delka)}`;
