/** The demo coupons of document 1 §3 (style page only, shown on localhost). */
export interface DemoCoupon {
  nazev: string;
  castka: number;
  platnostDo: string;
  kod: string;
  uplatneno: boolean;
}

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  { nazev: 'Zubní péče a zrak', castka: 500, platnostDo: '2025-12-31', kod: 'VTK-ZUBYZRAK', uplatneno: false },
  { nazev: 'Léky a vitamíny', castka: 300, platnostDo: '2025-12-31', kod: 'VTK-VITAMINY', uplatneno: true },
  { nazev: 'Volný čas a pohyb', castka: 400, platnostDo: '2025-12-31', kod: 'VTK-VOLNYCAS', uplatneno: false },
  { nazev: 'Pojištění Vitalitas', castka: 600, platnostDo: '2025-12-31', kod: 'VTK-VITALITAS', uplatneno: false },
  { nazev: 'Očkování', castka: 500, platnostDo: '2025-12-31', kod: 'VTK-OCKOVANI', uplatneno: false },
  { nazev: 'Odborná vyšetření', castka: 700, platnostDo: '2025-12-31', kod: 'VTK-VYSETRENI', uplatneno: true },
  { nazev: 'Prevence rakoviny', castka: 1000, platnostDo: '2025-12-31', kod: 'VTK-STOPRAKOVINE', uplatneno: false },
  { nazev: 'Těhotenství a péče o novorozence', castka: 1500, platnostDo: '2025-12-31', kod: 'VTK-MAMINKY', uplatneno: false },
  { nazev: 'Zdravotní pomůcky', castka: 500, platnostDo: '2025-12-31', kod: 'VTK-POMUCKY', uplatneno: false },
];
