/**
 * What a person calls a device: the browser and the system, "Chrome · Android 14", "Firefox ·
 * Windows", "Safari · iOS 17" — read from what the app sent at sign-in (aplikaceInfo: verzeBrowser
 * is the browser's code name and the start of its user agent, verzeOs the system and its version).
 * A small parser on purpose: the list only needs a name a person recognises, not every detail.
 */

/** The browser code names the app sends (src/lib/app-info.ts) and the names people know. */
const browserNames: Record<string, string> = {
  chrome: 'Chrome',
  firefox: 'Firefox',
  safari: 'Safari',
  edge: 'Edge',
  opera: 'Opera',
  samsung: 'Samsung Internet',
};

/** The browser from verzeBrowser ("chrome Mozilla/5.0 …", "Safari 18 Mozilla/5.0 …"); null when unknown. */
export function browserName(verzeBrowser: string | null): string | null {
  if (!verzeBrowser) return null;
  const first = verzeBrowser.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (browserNames[first]) return browserNames[first];
  // An older app sent only the user agent: recognise it the way the app does (order matters).
  const ua = verzeBrowser;
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'Safari';
  return null;
}

/**
 * The system as a person names it: phones with their major version ("Android 14", "iOS 17"),
 * computers without it ("Windows", "macOS", "Linux"); null when unknown.
 */
export function systemName(verzeOs: string | null): string | null {
  const os = verzeOs?.trim();
  if (!os || os === 'unknown') return null;
  let match: RegExpExecArray | null;
  if ((match = /^Android\s+(\d+)/i.exec(os))) return `Android ${match[1]}`;
  if (/^Android/i.test(os)) return 'Android';
  if ((match = /^i(?:OS|PadOS)\s+(\d+)/i.exec(os))) return `iOS ${match[1]}`;
  if (/^iOS/i.test(os)) return 'iOS';
  if (/^Windows/i.test(os)) return 'Windows';
  if (/^(macOS|Mac OS|MacIntel)/i.test(os)) return 'macOS';
  if (/^ChromeOS|CrOS/i.test(os)) return 'ChromeOS';
  if (/Linux/i.test(os)) return 'Linux';
  return os.slice(0, 40);
}

/** "Chrome · Android 14"; the phone app as "Mobilní aplikace · iOS 18"; "Neznámé zařízení" when nothing is known. */
export function deviceLabel(device: { platforma: string; verzeBrowser: string | null; verzeOs: string | null }): string {
  const system = systemName(device.verzeOs);
  const first = device.platforma === 'WEB' ? (browserName(device.verzeBrowser) ?? 'Webový prohlížeč') : 'Mobilní aplikace';
  return system ? `${first} · ${system}` : first === 'Webový prohlížeč' ? 'Neznámé zařízení' : first;
}
