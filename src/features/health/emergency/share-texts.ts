// The texts of the emergency data's English card and share links, apart from the anamnesis texts
// (anamnesis/texts.ts) so that the other health screens do not load them (a module loads whole; issue 38).
import { czechCount } from '../../../../contract/format';
import { sharedCardTexts } from './shared-card-texts';

/** The English card and the share links of the emergency data (issue 15 §7). */
export const emergencyShareTexts = {
  ...sharedCardTexts,
  CESTY: 'Karta pro cesty do zahraničí',
  CESTY_UVOD: 'Vaše emergentní údaje v angličtině, jak je uvidí zdravotník v zahraničí.',
  ZOBRAZIT_ANGLICKY: 'Zobrazit kartu v angličtině',
  SDILENI: 'Sdílení odkazem',
  SDILENI_UVOD:
    'Odkaz s QR kódem ukáže jen emergentní údaje, komukoli ho dáte, a jen do konce platnosti. Každé otevření uvidíte v přehledu Kdo viděl moje údaje. Odkaz můžete kdykoli zneplatnit.',
  PLATNOST: 'Platnost odkazu',
  JAZYK: 'Jazyk karty',
  HODIN: (hodin: number) =>
    hodin % 24 === 0 ? czechCount(hodin / 24, 'den', 'dny', 'dní') : czechCount(hodin, 'hodina', 'hodiny', 'hodin'),
  VYTVORIT: 'Vytvořit odkaz',
  VYTVARIME: 'Vytváříme…',
  VYTVOREN: 'Odkaz je vytvořený',
  JEN_JEDNOU: 'Odkaz teď zkopírujte nebo nechte načíst QR kód: znovu ho zobrazit nepůjde (ukládáme jen jeho otisk).',
  ODKAZ: 'Odkaz',
  KOPIROVAT: 'Kopírovat odkaz',
  ZKOPIROVANO: 'Odkaz je zkopírovaný.',
  QR_ALT: 'QR kód odkazu na emergentní údaje',
  DALSI: 'Vytvořit další odkaz',
  ODKAZY: 'Vytvořené odkazy',
  ZADNE_ODKAZY: 'Zatím jste žádný odkaz nevytvořili.',
  VYTVORENO: 'Vytvořeno',
  OTEVRENO: (pocet: number) => (pocet === 0 ? 'Zatím neotevřen' : pocet === 1 ? 'Otevřen 1×' : `Otevřen ${pocet}×`),
  NAPOSLEDY: (kdy: string) => `naposledy ${kdy}`,
  ZRUSIT: 'Zneplatnit odkaz',
  ZRUSIT_OTAZKA: 'Opravdu chcete odkaz zneplatnit? Kdo ho má, už údaje neuvidí. Platí okamžitě.',
  ZRUSIT_POTVRDIT: 'Zneplatnit',
  ZRUSENO: 'Odkaz byl zneplatněn.',
  SOUHLAS_ODVOLAN:
    'Souhlas se zpřístupněním emergentních údajů záchranné službě je odvolaný, proto nelze vytvořit odkaz pro sdílení a dříve vytvořené odkazy se už neotevřou.',
  SOUHLAS_NEUDELEN: 'Odkaz pro sdílení lze vytvořit až po udělení souhlasu se zpřístupněním emergentních údajů záchranné službě.',
  SOUHLAS_ODKAZ: 'Přejít na Souhlasy s podmínkami',
} as const;
