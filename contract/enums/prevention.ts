// Prevention (contract/prevention.ts builds its schemas from these) --------

/** Sections of the list: the decree's check-ups, and the screening and early-detection programmes. */
export const preventionSections = ['PROHLIDKY', 'SCREENINGY'] as const;
export type PreventionSection = (typeof preventionSections)[number];
export const preventionSectionLabels: Record<PreventionSection, string> = {
  PROHLIDKY: 'Preventivní prohlídky',
  SCREENINGY: 'Screeningy a programy časného záchytu',
};
