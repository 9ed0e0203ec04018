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

/** Validates a 10-digit birth number against a date of birth and sex (used by tests). */
export function isValidBirthNumber(value: string, narozen?: string, female?: boolean): boolean {
  if (!/^\d{10}$/.test(value) || BigInt(value) % 11n !== 0n) return false;
  const yy = Number(value.slice(0, 2));
  let mm = Number(value.slice(2, 4));
  const dd = Number(value.slice(4, 6));
  const isFemale = mm > 50;
  if (isFemale) mm -= 50;
  if (mm > 20) mm -= 20; // the +20 variant exists since 2004
  const year = yy >= 54 ? 1900 + yy : 2000 + yy;
  const date = new Date(Date.UTC(year, mm - 1, dd));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) return false;
  if (narozen !== undefined && date.toISOString().slice(0, 10) !== narozen) return false;
  if (female !== undefined && female !== isFemale) return false;
  return true;
}
