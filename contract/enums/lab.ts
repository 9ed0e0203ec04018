// Laboratory results (contract/lab.ts builds its schemas from these) -------

/** A value outside its reference range: below or above. */
export const labFlags = ['NIZKA', 'VYSOKA'] as const;
export type LabFlag = (typeof labFlags)[number];
export const labFlagLabels: Record<LabFlag, string> = { NIZKA: 'Pod referenčním rozmezím', VYSOKA: 'Nad referenčním rozmezím' };
