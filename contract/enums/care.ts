// Care drawn (contract/care.ts builds its schemas from these) --------------

/** The kinds of care of the summary and its chart: GP, specialists, hospital, dentist, medicines, aids, travel. */
export const careKinds = ['PRAKTICKY_LEKAR', 'SPECIALISTA', 'NEMOCNICE', 'ZUBNI_LEKAR', 'LEKY', 'POMUCKY', 'DOPRAVA'] as const;
export type CareKind = (typeof careKinds)[number];
export const careKindLabels: Record<CareKind, string> = {
  PRAKTICKY_LEKAR: 'Praktický lékař',
  SPECIALISTA: 'Odborní lékaři',
  NEMOCNICE: 'Nemocnice',
  ZUBNI_LEKAR: 'Zubní lékař',
  LEKY: 'Léky na recept',
  POMUCKY: 'Zdravotnické prostředky',
  DOPRAVA: 'Doprava a cestovné',
};

/** Kinds of a procedure line (druh). */
export const procedureKinds = ['VYKON', 'LEK', 'PROSTREDEK', 'MATERIAL', 'POBYT', 'DOPRAVA'] as const;
export type ProcedureKind = (typeof procedureKinds)[number];
export const procedureKindLabels: Record<ProcedureKind, string> = {
  VYKON: 'Zdravotní výkon',
  LEK: 'Léčivý přípravek',
  PROSTREDEK: 'Zdravotnický prostředek',
  MATERIAL: 'Zvlášť účtovaný materiál',
  POBYT: 'Ošetřovací den',
  DOPRAVA: 'Doprava',
};
