/** Czech texts of the notification screens; kind labels live in contract/enums.ts. */
import { czechCount } from '../../../contract/format';

export const communicationTexts = {
  UPOZORNENI: 'Upozornění',
  DETAIL_UPOZORNENI: 'Detail upozornění',
  ZADNE_UPOZORNENI: 'Nemáte žádná upozornění.',
  NEPRECTENYCH: (n: number) =>
    n === 0 ? 'Vše máte přečteno.' : `Máte ${czechCount(n, 'nepřečtené upozornění', 'nepřečtená upozornění', 'nepřečtených upozornění')}.`,
  NEPRECTENO: 'Nepřečteno',
  OZNACIT_VSE: 'Označit vše jako přečtené',
  OZNACENO_VSE: 'Všechna upozornění jsou označena jako přečtená.',
  OZNACIT_VSE_CHYBA: 'Upozornění se nepodařilo označit jako přečtená. Zkuste to prosím znovu.',
  PRIJATO: (datum: string) => `Přijato ${datum}`,
  ZPET_NA_SEZNAM: 'Zpět na upozornění',
  OTEVRIT_DOTAZ: 'Otevřít dotaz',
  OTEVRIT_KONZULTACI: 'Otevřít konzultaci',
} as const;

export const composerTexts = {
  NOVY_DOTAZ: 'Nový dotaz',
  NOVA_KONZULTACE: 'Nová konzultace',
  NAPSAT_DOTAZ: 'Napsat dotaz',
  NAPSAT_KONZULTACI: 'Požádat o konzultaci',
  ODPOVED: 'Odpovědět',
  PREDMET: 'Předmět',
  TEXT: 'Text zprávy',
  SOUHLAS: 'Souhlasím, aby konzultující lékař viděl mou zdravotní dokumentaci',
  SOUHLAS_NAPOVEDA: 'Lékař pojišťovny pak při odpovědi uvidí vaši anamnézu, očkování, léky a dokumenty z této aplikace.',
  UPOZORNIT: 'Upozornit mě e-mailem, až přijde odpověď',
  PRILOHY: 'Přílohy',
  ODESLAT: 'Odeslat',
  ODESILANI: 'Odesíláme…',
  ODESLANO: 'Zpráva byla odeslána.',
  ZRUSIT: 'Zrušit',
} as const;
