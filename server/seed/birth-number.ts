/**
 * Czech birth numbers (rodné číslo) for people born 1954 and later: YYMMDD + 4 digits,
 * 10 digits in all, the whole number divisible by 11; women have 50 added to the month.
 */
export function birthNumber(narozen: string, female: boolean, serialStart = 100): string {
  const [year, month, day] = narozen.split('-').map(Number);
  if (year < 1954) throw new Error('10-digit birth numbers start with those born in 1954');
  const yy = String(year % 100).padStart(2, '0');
  const mm = String(month + (female ? 50 : 0)).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  for (let serial = serialStart; serial < 1000; serial++) {
    const first9 = `${yy}${mm}${dd}${String(serial).padStart(3, '0')}`;
    const check = Number(BigInt(first9) % 11n);
    // A remainder of 10 would need the old "0" exception; pick another serial instead.
    if (check !== 10) return `${first9}${check}`;
  }
  throw new Error('no serial left');
}
