// Contract partners and doctors (contract/partners.ts builds its schemas from these) ---

/** Kinds of partner (druhSubjektu): outpatient care, hospitals, pharmacies, laboratories, aids, the insurer's own contact points. */
export const partnerKinds = ['AMBULANCE', 'NEMOCNICE', 'LEKARNA', 'LABORATOR', 'PROSTREDKY', 'KONTAKTNI_MISTO'] as const;
export type PartnerKind = (typeof partnerKinds)[number];
export const partnerKindLabels: Record<PartnerKind, string> = {
  AMBULANCE: 'Ambulance a ordinace',
  NEMOCNICE: 'Nemocnice',
  LEKARNA: 'Lékárny',
  LABORATOR: 'Laboratoře',
  PROSTREDKY: 'Výdejny zdravotnických prostředků',
  KONTAKTNI_MISTO: 'Kontaktní místa pojišťovny',
};

export const czechDayNames = ['pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota', 'neděle'] as const;

/** Roles of a doctor of the person: the registering GP (for children the paediatrician), dentist, gynaecologist, a specialist seen. */
export const doctorRoles = ['PRAKTICKY_LEKAR', 'PRAKTICKY_LEKAR_DETI', 'ZUBNI_LEKAR', 'GYNEKOLOG', 'SPECIALISTA'] as const;
export type DoctorRole = (typeof doctorRoles)[number];
export const doctorRoleLabels: Record<DoctorRole, string> = {
  PRAKTICKY_LEKAR: 'Praktický lékař',
  PRAKTICKY_LEKAR_DETI: 'Praktický lékař pro děti a dorost',
  ZUBNI_LEKAR: 'Zubní lékař',
  GYNEKOLOG: 'Gynekolog',
  SPECIALISTA: 'Odborný lékař',
};
