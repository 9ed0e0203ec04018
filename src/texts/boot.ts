/**
 * The texts the first screen can show before any screen's code has loaded: the logo, the skip
 * link, the spinner, a toast's close button, a render failure, the style guide's titles, and the
 * sign-in and sign-out pages (public pages that should load nothing more). They are part of `cs`
 * (src/texts/cs.ts) too; these screens import only this small module.
 */
export const bootTexts = {
  ZKUSIT_ZNOVU: 'Zkusit znovu',
  ZAVRIT: 'Zavřít',
  NACITANI: 'Načítání…',
  NAZEV_APLIKACE: 'Zdravotní karta pojištěnce',
  POJISTOVNA_ZKRATKA: 'ZPŠ',
  LOGO_ALT: 'ZPŠ – Zdravotní karta pojištěnce',
  PRESKOCIT_NA_OBSAH: 'Přeskočit na obsah',
  VYKRESLENI_DETAIL: 'Podrobnosti',
  UVOD: 'Úvod',
  STYLY_SEZNAMY: 'Styly – seznamy',
  STYLY_PECE: 'Styly – čerpaná péče',
  STYLY_TEXTY: 'Styly – texty',
  STYLY_BUTTONY: 'Styly – tlačítka',
  STYLY_FORM: 'Styly – formulářové prvky',

  // login / logout
  PRIHLASOVANI: 'Přihlašování…',
  PRESMEROVANI: 'Přesměrování na přihlašovací stránku…',
  PRIHLASIT_SE: 'Přihlásit se',
  PRIHLASENI_POTVRZENI: 'Pokračujte prosím přihlášením do Zdravotní karty pojištěnce.',
  PRIHLASENI_NADPIS: 'Přihlášení',
  ODHLASOVANI: 'Odhlašování…',
  ODHLASEN_NADPIS: 'Byli jste odhlášeni',
  ODHLASEN_TEXT_1: 'Děkujeme, že používáte Zdravotní kartu pojištěnce. Vaše přihlášení bylo bezpečně ukončeno.',
  ODHLASEN_TEXT_2:
    'Pokud používáte sdílený nebo veřejný počítač, zavřete prosím i okno prohlížeče, aby se k vašim údajům nikdo další nedostal.',
  ODHLASEN_TEXT_3: 'Máte-li dotaz nebo připomínku k aplikaci, napište nám.',
  PRIHLASIT_SE_ZNOVU: 'Přihlásit se znovu',
} as const;
