/**
 * What a notification says, per kind and channel. The texts say only that something new is in the
 * portal and where: no health detail, no diagnosis, no amount, nothing a lock screen or an SMS
 * should not show. A message about another person than the recipient's own (a parent about a
 * child) names that person by first name. The link opens the place after signing in.
 */
import type { NotificationKind } from './kinds';

export interface KindText {
  /** The e-mail's subject and the push message's title. */
  predmet: string;
  /** One or two plain sentences. */
  text: string;
}

/**
 * The kinds the triggers of issue 35 add to the settings' categories; spread into the table below so
 * they are there (and checked by the Record's type) once contract/settings.ts lists them.
 */
const addedKinds = {
  vysledky: {
    predmet: 'Nový záznam ve Zdravotní kartě pojištěnce',
    text: 'Ve vaší zdravotní kartě přibyl nový záznam. Podívejte se do aplikace Zdravotní karta pojištěnce.',
  },
  platby: {
    predmet: 'Upozornění na platbu',
    text: 'Blíží se nebo uplynula splatnost jedné z vašich plateb. Podrobnosti najdete v aplikaci Zdravotní karta pojištěnce.',
  },
  sdileni: {
    predmet: 'Sdílený odkaz byl otevřen',
    text: 'Někdo otevřel odkaz, kterým sdílíte údaje pro záchranáře. Podrobnosti najdete v aplikaci Zdravotní karta pojištěnce.',
  },
} satisfies Record<string, KindText>;

export const kindTexts: Record<NotificationKind, KindText> = {
  ...addedKinds,
  odpovedi: {
    predmet: 'Nová odpověď od pojišťovny',
    text: 'Na dotaz nebo konzultaci přišla odpověď. Přečtěte si ji v aplikaci Zdravotní karta pojištěnce.',
  },
  zadosti: {
    predmet: 'Změna u žádosti',
    text: 'U jedné z žádostí je něco nového. Podrobnosti najdete v aplikaci Zdravotní karta pojištěnce v části Moje žádosti.',
  },
  prevence: {
    predmet: 'Připomínka prevence',
    text: 'Blíží se termín preventivní prohlídky nebo očkování. Podrobnosti najdete v aplikaci Zdravotní karta pojištěnce.',
  },
  bezpecnost: {
    predmet: 'Přihlášení z nového zařízení',
    text: 'Do vašeho účtu se někdo přihlásil z nového zařízení nebo prohlížeče. Pokud jste to nebyli vy, změňte si heslo a v aplikaci odeberte neznámá zařízení.',
  },
};

export interface RenderedMessage {
  predmet: string;
  /** Plain text (e-mail's text part). */
  text: string;
  /** HTML (e-mail). */
  html: string;
  /** The short SMS (one or two segments). */
  sms: string;
  /** The push message's body (what a lock screen shows). */
  push: string;
  /** The absolute link. */
  odkaz: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The message of one delivery. `tykaSe`: the first name of the person the event concerns when the
 * recipient is someone else (a parent), else null. `portal`: PUBLIC_URL (no trailing slash).
 */
export function renderMessage(kind: NotificationKind, odkaz: string, tykaSe: string | null, portal: string): RenderedMessage {
  const { predmet, text } = kindTexts[kind];
  const link = `${portal}${odkaz}`;
  const about = tykaSe ? `Týká se: ${tykaSe}` : null;
  const plain = [
    'Dobrý den,',
    '',
    text,
    ...(about ? ['', about] : []),
    '',
    `Otevřít v portálu (po přihlášení): ${link}`,
    '',
    'Zpráva je odeslaná automaticky, neodpovídejte na ni. Upozornění si můžete nastavit v aplikaci v části Nastavení.',
    'Zdravotní karta pojištěnce',
  ].join('\n');
  const html = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><title>${escapeHtml(predmet)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>Dobrý den,</p>
<p>${escapeHtml(text)}</p>
${about ? `<p><strong>${escapeHtml(about)}</strong></p>\n` : ''}<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #0b5394; color: #ffffff; text-decoration: none; border-radius: 4px">Otevřít v portálu</a></p>
<p style="font-size: 13px; color: #555555">Odkaz se otevře po přihlášení: ${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #555555">Zpráva je odeslaná automaticky, neodpovídejte na ni. Upozornění si můžete nastavit v aplikaci v části Nastavení.<br>Zdravotní karta pojištěnce</p>
</body></html>`;
  const sms = `Zdravotní karta pojištěnce: ${predmet}${tykaSe ? ` (${tykaSe})` : ''}. ${link}`;
  return { predmet, text: plain, html, sms, push: about ? `${text} ${about}.` : text, odkaz: link };
}

/** The message carrying a confirmation code (e-mail or SMS); sent at once, to an address not yet confirmed. */
export function renderCodeMessage(code: string, minutes: number): { predmet: string; text: string; html: string; sms: string } {
  const predmet = 'Ověřovací kód';
  const text = `Dobrý den,\n\nváš ověřovací kód pro potvrzení kontaktu v aplikaci Zdravotní karta pojištěnce je ${code}. Platí ${minutes} minut.\n\nPokud jste o kód nežádali, zprávu ignorujte.\nZdravotní karta pojištěnce`;
  const html = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><title>${predmet}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>Dobrý den,</p>
<p>váš ověřovací kód pro potvrzení kontaktu v aplikaci Zdravotní karta pojištěnce je <strong style="font-size: 20px; letter-spacing: 2px">${code}</strong>. Platí ${minutes} minut.</p>
<p style="font-size: 13px; color: #555555">Pokud jste o kód nežádali, zprávu ignorujte.<br>Zdravotní karta pojištěnce</p>
</body></html>`;
  const sms = `Zdravotní karta pojištěnce: ověřovací kód ${code} (platí ${minutes} min).`;
  return { predmet, text, html, sms };
}
