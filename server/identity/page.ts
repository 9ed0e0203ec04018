import { messages } from '../../contract/messages';

/**
 * The server's own sign-in page ("login address" of document 1 §4). Plain HTML and one
 * stylesheet, no JavaScript, so it works under the strict CSP and without the SPA.
 */

export const FIELD_USER = 'uzivatelskeJmeno';
export const FIELD_PASSWORD = 'heslo';
export const FIELD_DEMO = 'demo';
/** The second step: the code from the authenticator app (or a recovery code) and the challenge it answers. */
export const FIELD_CODE = 'kod';
export const FIELD_CHALLENGE = 'vyzva';

export interface DemoAccount {
  login: string;
  label: string;
}

export interface SignInPageModel {
  /** 'code': the second step after a correct password (the account has the second factor on). */
  step?: 'password' | 'code';
  /** The second step's challenge token (a hidden field). */
  challenge?: string;
  /** The user name typed before (kept after a failed attempt). */
  userName?: string;
  fieldErrors?: Partial<Record<typeof FIELD_USER | typeof FIELD_PASSWORD | typeof FIELD_CODE, string>>;
  /** A message for the whole form, announced with role="alert". */
  alert?: string;
  /** Demo accounts offered as one-click buttons (only while demo mode is on). */
  demoAccounts?: DemoAccount[];
  /** The OpenID Connect button's label, when a provider is configured. */
  oidcLabel?: string | null;
}

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => escapeMap[ch]);
}

function field(options: {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string;
  autofocus?: boolean;
}): string {
  const errorId = `${options.name}-chyba`;
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const value = options.value ? ` value="${escapeHtml(options.value)}"` : '';
  const focus = options.autofocus ? ' autofocus' : '';
  const error = options.error
    ? `\n        <p class="field-error" id="${errorId}"><svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16"><circle cx="8" cy="8" r="7" fill="currentColor"/><rect x="7.1" y="3.5" width="1.8" height="5.5" rx=".9" fill="#fff"/><circle cx="8" cy="11.6" r="1.1" fill="#fff"/></svg>${escapeHtml(options.error)}</p>`
    : '';
  return `<div class="field">
        <label for="${options.name}">${escapeHtml(options.label)}</label>
        <input id="${options.name}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" autocapitalize="none" spellcheck="false" required${value}${invalid}${focus}>${error}
      </div>`;
}

const alertIcon =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="18" height="18"><circle cx="8" cy="8" r="7" fill="currentColor"/><rect x="7.1" y="3.5" width="1.8" height="5.5" rx=".9" fill="#fff"/><circle cx="8" cy="11.6" r="1.1" fill="#fff"/></svg>';

function passwordStep(model: SignInPageModel, alert: string): string {
  const errors = model.fieldErrors ?? {};
  const focusUser = Boolean(errors[FIELD_USER]);
  const focusPassword = !focusUser && (Boolean(errors[FIELD_PASSWORD]) || Boolean(model.alert && model.userName));
  const oidc = model.oidcLabel
    ? `
      <p class="or"><span>nebo</span></p>
      <a class="button secondary" href="oidc">${escapeHtml(model.oidcLabel)}</a>`
    : '';
  return `<section class="card" aria-labelledby="nadpis">
      <h1 id="nadpis">Přihlášení</h1>
      <p class="hint">Přihlaste se ke svému účtu zdravotní pojišťovny.</p>
      ${alert}
      <form method="post" action="prihlaseni" novalidate>
      ${field({ name: FIELD_USER, label: 'Uživatelské jméno', type: 'text', autocomplete: 'username', value: model.userName, error: errors[FIELD_USER], autofocus: focusUser })}
      ${field({ name: FIELD_PASSWORD, label: 'Heslo', type: 'password', autocomplete: 'current-password', error: errors[FIELD_PASSWORD], autofocus: focusPassword })}
        <button class="button primary" type="submit">Přihlásit se</button>
      </form>${oidc}
    </section>`;
}

function codeStep(model: SignInPageModel, alert: string): string {
  const errors = model.fieldErrors ?? {};
  return `<section class="card" aria-labelledby="nadpis">
      <h1 id="nadpis">Ověření přihlášení</h1>
      <p class="hint">Váš účet je chráněn dvoufázovým ověřením. Zadejte šestimístný kód z ověřovací aplikace v telefonu. Pokud telefon nemáte u sebe, zadejte jeden ze záložních kódů.</p>
      ${alert}
      <form method="post" action="prihlaseni" novalidate>
        <input type="hidden" name="${FIELD_CHALLENGE}" value="${escapeHtml(model.challenge ?? '')}">
      ${field({ name: FIELD_CODE, label: 'Ověřovací kód', type: 'text', autocomplete: 'one-time-code', error: errors[FIELD_CODE], autofocus: true })}
        <button class="button primary" type="submit">Ověřit</button>
      </form>
      <p class="back"><a href="prihlaseni">Zpět na přihlášení</a></p>
    </section>`;
}

export function renderSignInPage(model: SignInPageModel = {}): string {
  const alert = model.alert ? `<div class="alert" role="alert">${alertIcon}<span>${escapeHtml(model.alert)}</span></div>` : '';
  const step = model.step === 'code' ? codeStep(model, alert) : passwordStep(model, alert);
  const demo =
    model.step !== 'code' && model.demoAccounts && model.demoAccounts.length > 0
      ? `
    <section class="card demo" aria-labelledby="demo-nadpis">
      <h2 id="demo-nadpis">Demo účty</h2>
      <p class="hint">Ukázkové účty s vymyšlenými údaji. Přihlásíte se jedním kliknutím, bez dvoufázového ověření.</p>
      <form method="post" action="prihlaseni">
        <ul class="demo-list">
${model.demoAccounts
  .map(
    (account) =>
      `          <li><button class="button secondary" type="submit" name="${FIELD_DEMO}" value="${escapeHtml(account.login)}">${escapeHtml(account.label)}</button></li>`,
  )
  .join('\n')}
        </ul>
      </form>
    </section>`
      : '';

  return `<!doctype html>
<html lang="cs">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <meta name="referrer" content="same-origin">
  <meta name="color-scheme" content="light">
  <title>${model.step === 'code' ? 'Ověření přihlášení' : 'Přihlášení'} – Zdravotní karta</title>
  <link rel="stylesheet" href="prihlaseni.css">
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
  <header class="topbar">
    <span class="brand"><svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28"><rect width="24" height="24" rx="6" fill="#fff"/><path d="M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5z" fill="#00703c"/></svg>Zdravotní karta</span>
  </header>
  <main class="content">
    ${step}${demo}
  </main>
  <footer class="footer">
    <p>Zaměstnanecká zdravotní pojišťovna · klientský portál</p>
  </footer>
</body>
</html>
`;
}

/** Messages of the page (the contract's Czech texts). */
export const pageMessages = {
  required: messages.required,
  wrongCredentials: messages.wrongCredentials,
  tooManyRequests: messages.tooManyRequests,
  crossSite: 'Přihlášení bylo odmítnuto, protože formulář neodeslala tato stránka. Načtěte ji prosím znovu.',
  challengeExpired: messages.challengeExpired,
  challengeAttemptsUsed: messages.challengeAttemptsUsed,
  codeFormat: messages.secondFactorCodeFormat,
  codeWrong: messages.codeWrong,
  serverError: messages.serverError,
} as const;

/** The page's stylesheet (served at /api/identita/prihlaseni.css). Colours meet WCAG AA contrast. */
export const signInCss = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f5f7f6;color:#1b1f1e;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans","Liberation Sans",Arial,sans-serif;font-size:1rem;line-height:1.5}
.topbar{background:#00703c;color:#fff;padding:.75rem 1rem;min-height:3.5rem;display:flex;align-items:center}
.brand{display:inline-flex;align-items:center;gap:.625rem;font-weight:700;font-size:1.125rem;letter-spacing:.01em}
.content{flex:1;width:100%;max-width:28rem;margin:0 auto;padding:1.5rem 1rem 2rem;display:flex;flex-direction:column;gap:1rem}
.card{background:#fff;border-radius:14px;padding:1.5rem 1.25rem;box-shadow:0 1px 2px rgba(16,24,20,.08),0 2px 8px rgba(16,24,20,.06);border:1px solid #dadfdd}
h1{margin:0 0 .25rem;font-size:1.5rem;line-height:1.25;color:#1b1f1e}
h2{margin:0 0 .25rem;font-size:1.125rem;line-height:1.3;color:#1b1f1e}
.hint{margin:0 0 1.25rem;color:#4a5058;font-size:.9375rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.375rem}
input{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;color:inherit;background:#fff;
  border:1px solid #6b7370;border-radius:10px}
input:focus{outline:3px solid rgba(0,112,60,.4);outline-offset:1px;border-color:#00703c}
input[aria-invalid="true"]{border-color:#c4161c;border-width:2px}
.field-error{display:flex;align-items:center;gap:.375rem;margin:.375rem 0 0;color:#c4161c;font-size:.875rem;font-weight:600}
.field-error svg{flex:none}
.alert{display:flex;gap:.5rem;align-items:flex-start;margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fdecec;
  border:1px solid #ed1c24;color:#9e1116;font-weight:600}
.alert svg{flex:none;margin-top:.1rem}
.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:2.75rem;padding:.625rem 1rem;font:inherit;
  font-weight:600;border-radius:10px;cursor:pointer;text-align:center}
.button:focus-visible{outline:3px solid #1b1f1e;outline-offset:2px}
.primary{margin-top:1.5rem;background:#00703c;color:#fff;border:1px solid #00703c}
.primary:hover{background:#005a30;border-color:#005a30}
.secondary{background:#fff;color:#00703c;border:1px solid #00703c}
.secondary:hover{background:#eef7f1}
.demo-list{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.or{display:flex;align-items:center;gap:.75rem;margin:1.25rem 0;color:#4a5058;font-size:.9375rem}
.or::before,.or::after{content:"";flex:1;border-top:1px solid #dadfdd}
a.button{text-decoration:none}
.back{margin:1rem 0 0;text-align:center}
.back a{color:#00703c;font-weight:600}
.footer{padding:1rem;text-align:center;color:#4a5058;font-size:.875rem}
.footer p{margin:0}
@media (min-width:48rem){.content{padding-top:3rem}.card{padding:2rem}}
`;
