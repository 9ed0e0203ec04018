// Texts of 'Upozornění' apart from the other settings screens' texts (src/features/settings/texts.ts),
// so that they come only with the screens that show them (issue 38).

/** 'Upozornění' (/nastaveni/nastaveni-pojistence/upozorneni). */
export const notificationTexts = {
  NADPIS: 'Upozornění',
  UVOD: 'Zvolte, jak vám máme dát vědět. Upozornění neobsahují žádné údaje o zdraví, jen odkaz do aplikace.',
  EMAIL: 'E-mail',
  SMS: 'Také SMS zprávou',
  SMS_NAPOVEDA: 'Na telefon pro SMS z osobních údajů.',
  KONTAKTY: 'Upravit e-mail a telefon v osobních údajích',
  ULOZIT: 'Uložit upozornění',
  ULOZENO: 'Nastavení upozornění bylo uloženo.',
  NACITANI: 'Načítání nastavení upozornění',
} as const;

/** 'Oznámení v prohlížeči' on the notification settings (Web Push on this device). */
export const pushTexts = {
  NADPIS: 'Oznámení v prohlížeči',
  KATEGORIE: 'Také oznámením v prohlížeči',
  KATEGORIE_NAPOVEDA: 'Na zařízeních, kde máte oznámení zapnutá.',
  ZJISTUJI: 'Zjišťujeme, zda toto zařízení oznámení dostává…',
  NEPODPOROVANO: 'V tomto prohlížeči oznámení zapnout nelze. Použijte e-mail nebo SMS.',
  ZAKAZANO: 'Oznámení máte v tomto prohlížeči zakázaná. Povolte je v nastavení webu (ikona vedle adresy) a zvolte Zkontrolovat znovu.',
  ZKONTROLOVAT: 'Zkontrolovat znovu',
  VYPNUTO: 'Na tomto zařízení oznámení nedostáváte.',
  ZAPNOUT: 'Zapnout oznámení na tomto zařízení',
  ZAPINANI: 'Zapínání oznámení',
  ZAPNUTO: 'Toto zařízení oznámení dostává.',
  VYPNOUT: 'Vypnout oznámení na tomto zařízení',
  VYPINANI: 'Vypínání oznámení',
  NEPODARILO: 'Oznámení se nepodařilo zapnout. Prohlížeč nemá spojení se službou oznámení; zkuste to později.',
  NEPODARILO_VYPNOUT: 'Oznámení se nepodařilo vypnout. Zkuste to prosím znovu.',
  ZAVRIT: 'Zavřít',
} as const;
