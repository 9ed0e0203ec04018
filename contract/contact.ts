/**
 * The insurer's green line (issue 34, "Messages and appointments"): the free phone number and its
 * hours, shown wherever a person looks for help. The spec gives no number; chosen by us and kept
 * here once, free of zod, so the screens and any message the server sends read the same one.
 */
export const greenLine = {
  /** As people read and dial it. */
  cislo: '800 209 000',
  /** The `tel:` link's number (international form: a tap calls it from any phone). */
  telefon: '+420800209000',
  hodiny: 'po–pá 8:00–18:00',
} as const;

/** 'Zelená linka 800 209 000, po–pá 8:00–18:00'. */
export const greenLineText = `Zelená linka ${greenLine.cislo}, ${greenLine.hodiny}`;
