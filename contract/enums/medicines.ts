// Medicines (contract/medicines.ts builds its schemas from these) ----------

/** Kinds of a warning: the same active substance, the same ATC group (therapeutic duplicity), an interaction. */
export const warningKinds = ['STEJNA_LATKA', 'STEJNA_SKUPINA', 'INTERAKCE'] as const;
export type WarningKind = (typeof warningKinds)[number];
export const warningKindLabels: Record<WarningKind, string> = {
  STEJNA_LATKA: 'Stejná účinná látka',
  STEJNA_SKUPINA: 'Léky ze stejné skupiny',
  INTERAKCE: 'Vzájemné působení léků',
};

export const warningSeverities = ['VYSOKA', 'STREDNI', 'NIZKA'] as const;
export type WarningSeverity = (typeof warningSeverities)[number];
export const warningSeverityLabels: Record<WarningSeverity, string> = {
  VYSOKA: 'Závažné',
  STREDNI: 'Středně závažné',
  NIZKA: 'Méně závažné',
};
