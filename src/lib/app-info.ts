import type { AplikaceInfo } from '../../contract/app';
import { getInstalaceId } from './storage';

/** Document 1 §9 / document 2 §9: the app version. */
export const VERZE_APLIKACE = '1.15.01';

export type BrowserCodeName = 'edge' | 'opera' | 'samsung' | 'firefox' | 'chrome' | 'safari' | 'unknown';

/** The browser's code name from its user agent (order matters: Edge and Opera also say Chrome). */
export function detectBrowserCodeName(userAgent: string): BrowserCodeName {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'opera';
  if (/SamsungBrowser\//.test(userAgent)) return 'samsung';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'safari';
  return 'unknown';
}

/** The operating system and its version from the user agent, falling back to navigator.platform. */
export function detectOs(userAgent: string, platform = ''): string {
  let match: RegExpExecArray | null;
  if ((match = /Windows NT (\d+\.\d+)/.exec(userAgent))) {
    const names: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };
    return `Windows ${names[match[1]] ?? match[1]}`;
  }
  if ((match = /Android (\d+(?:\.\d+)*)/.exec(userAgent))) return `Android ${match[1]}`;
  if ((match = /(?:iPhone|CPU) OS (\d+(?:_\d+)*)/.exec(userAgent))) return `iOS ${match[1].replace(/_/g, '.')}`;
  if ((match = /Mac OS X (\d+(?:[._]\d+)*)/.exec(userAgent))) return `macOS ${match[1].replace(/_/g, '.')}`;
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return platform || 'unknown';
}

/**
 * aplikaceInfo sent with login and refresh (document 2 §7): the app's name from the runtime
 * configuration, version 1.15.01, browser code name + the first 50 characters of the user agent,
 * the OS, the installation id kept in local storage, and platform WEB.
 */
export function buildAplikaceInfo(config: { nazev: string }): AplikaceInfo {
  const nav = globalThis.navigator as Navigator | undefined;
  const userAgent = nav?.userAgent ?? '';
  return {
    nazev: config.nazev.slice(0, 100),
    verzeAplikace: VERZE_APLIKACE,
    verzeBrowser: `${detectBrowserCodeName(userAgent)} ${userAgent.slice(0, 50)}`.trim(),
    verzeOs: detectOs(userAgent, nav?.platform ?? '').slice(0, 100),
    instalaceId: getInstalaceId(),
    platforma: 'WEB',
  };
}
