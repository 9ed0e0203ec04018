/** The insurer as named across the app (src/texts/cs.ts POJISTOVNA_NAZEV). */
export const INSURER_NAME = 'Zaměstnanecká pojišťovna Škoda';
/** The insurer's institution code (EHIC field 7). */
export const INSURER_CODE = '209';
/** The insurer's account for premiums (passes the Czech mod 11 check). */
export const INSURER_ACCOUNT = { predcisli: null, cislo: '2000145399', banka: '0800' } as const;
