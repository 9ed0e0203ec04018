/** Czech texts of the settings screens; consent names and texts live in contract/settings.ts and contract/enums.ts. */
export const settingsTexts = {
  NASTAVENI: 'Nastavení',
  NASTAVENI_POJISTENCE: 'Nastavení pojištěnce',
  ZPET_NA_NASTAVENI: 'Zpět na Nastavení',
  NASTAVENI_POJISTENCE_POPIS: 'Osobní údaje, emergentní údaje, zařízení a přístup lékařů',
  ZABEZPECENI: 'Zabezpečení přihlášení',
  ZABEZPECENI_POPIS: 'Druhé ověření při přihlášení kódem z aplikace',
  KDO_VIDEL: 'Kdo viděl moje údaje',
  KDO_VIDEL_POPIS: 'Kdo a kdy si zobrazil vaše zdravotní údaje',
  SOUHLASY: 'Souhlasy s podmínkami',
  SOUHLASY_UVOD:
    'Souhlas můžete kdykoli udělit nebo odvolat; změna platí okamžitě. U dítěte nebo jiné zastupované osoby rozhodujete za ni.',
  STAV: 'Stav',
  ZMENENO: (kdy: string) => `Naposledy změněno ${kdy}`,
  NIKDY: 'Zatím jste se nevyjádřili.',
  UDELIT: 'Udělit souhlas',
  ODVOLAT: 'Odvolat souhlas',
  ODVOLAT_TITULEK: 'Odvolat souhlas',
  ODVOLAT_OTAZKA: (nazev: string) => `Opravdu chcete odvolat souhlas „${nazev}“? Odvolání platí okamžitě.`,
  ODVOLAT_POTVRDIT: 'Odvolat',
  UDELENO: (nazev: string) => `Souhlas „${nazev}“ byl udělen.`,
  ODVOLANO: (nazev: string) => `Souhlas „${nazev}“ byl odvolán.`,
  HISTORIE: 'Historie změn',
  HISTORIE_RADEK: (stav: string, kdy: string, kdo: string | null) => `${stav} ${kdy}${kdo ? ` (${kdo})` : ''}`,
  CELE_ZNENI: 'Plné znění souhlasu',
} as const;

export const deviceTexts = {
  ZARIZENI: 'Registrovaná zařízení',
  UVOD: 'Zařízení, na kterých jste se do Zdravotní karty pojištěnce přihlásili. Odebráním zařízení ho okamžitě odhlásíte.',
  ZADNE: 'Nemáte žádné registrované zařízení.',
  TOTO: 'Toto zařízení',
  PLATFORMA: 'Platforma',
  VERZE_APLIKACE: 'Verze aplikace',
  PROHLIZEC: 'Prohlížeč',
  SYSTEM: 'Operační systém',
  REGISTROVANO: 'Registrováno',
  POUZITO: 'Naposledy použito',
  STAV: 'Stav',
  PRIHLASENO: 'Přihlášeno',
  ODHLASENO: 'Odhlášeno',
  OZNAMENI: 'Dostává oznámení v prohlížeči',
  ODEBRAT: 'Odebrat zařízení',
  ODEBRAT_OTAZKA: (nazev: string) => `Opravdu chcete odebrat zařízení „${nazev}“? Bude okamžitě odhlášeno.`,
  ODEBRAT_TOTO_OTAZKA: (nazev: string) =>
    `Opravdu chcete odebrat toto zařízení („${nazev}“)? Budete zde hned odhlášeni a pro další použití se musíte znovu přihlásit.`,
  ODEBRAT_POTVRDIT: 'Odebrat',
  ODEBRANO: (nazev: string) => `Zařízení „${nazev}“ bylo odebráno.`,
  APLIKACE: 'Aplikace',
  SLOUCENO: (pocet: number) => `Toto zařízení se přihlásilo jako nové ${pocet}×, záznamy jsou sloučené.`,
  ODHLASIT_OSTATNI: 'Odhlásit všechna ostatní zařízení',
  ODHLASIT_OSTATNI_OTAZKA:
    'Opravdu chcete odhlásit všechna ostatní zařízení? Na tomto zařízení zůstanete přihlášeni, na ostatních se bude nutné znovu přihlásit.',
  ODHLASIT_OSTATNI_POTVRDIT: 'Odhlásit ostatní',
  ODHLASENO_OSTATNICH: (pocet: number) =>
    pocet === 0
      ? 'Žádné jiné zařízení nebylo přihlášené.'
      : pocet === 1
        ? 'Odhlásili jsme 1 další zařízení.'
        : pocet < 5
          ? `Odhlásili jsme ${pocet} další zařízení.`
          : `Odhlásili jsme ${pocet} dalších zařízení.`,
} as const;

export const doctorAccessTexts = {
  NADPIS: 'Zpřístupnění údajů lékařům',
  ZADNI: 'Zatím u nás nemáte evidovaného žádného lékaře.',
  STAV: 'Stav',
  DO: (datum: string) => `do ${datum} včetně`,
  BEZ_OMEZENI: 'bez časového omezení',
  PLATNOST_DO: 'Přístup do (nepovinné)',
  PLATNOST_NAPOVEDA: 'Bez data platí přístup, dokud ho neodeberete.',
  POVOLIT: 'Povolit přístup',
  ZMENIT: 'Změnit platnost',
  ODEBRAT: 'Odebrat přístup',
  ODEBRAT_OTAZKA: (lekar: string) => `Opravdu chcete lékaři ${lekar} odebrat přístup k vašim údajům? Platí okamžitě.`,
  ODEBRAT_POTVRDIT: 'Odebrat',
  POVOLENO_TOAST: (lekar: string) => `Lékař ${lekar} má přístup k vašim údajům.`,
  ODEBRANO_TOAST: (lekar: string) => `Lékaři ${lekar} byl přístup odebrán.`,
  HISTORIE: 'Historie změn',
  HISTORIE_POVOLENO: (kdy: string, doDne: string | null) => `${kdy}: povoleno${doDne ? ` do ${doDne}` : ''}`,
  HISTORIE_ODEBRANO: (kdy: string) => `${kdy}: odebráno`,
} as const;
