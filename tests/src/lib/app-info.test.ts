import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aplikaceInfoSchema } from '../../../contract/app';
import { buildAplikaceInfo, detectBrowserCodeName, detectOs } from '../../../src/lib/app-info';
import { resetStorageFallback } from '../../../src/lib/storage';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('buildAplikaceInfo', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageFallback();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has version 1.15.01, platform WEB, the configured name and a 21-character installation id', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.chrome);
    const info = buildAplikaceInfo({ nazev: 'Zdravotní karta pojištěnce' });
    expect(info.verzeAplikace).toBe('1.15.01');
    expect(info.platforma).toBe('WEB');
    expect(info.nazev).toBe('Zdravotní karta pojištěnce');
    expect(info.instalaceId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(info.verzeBrowser).toBe(`chrome ${UA.chrome.slice(0, 50)}`);
    expect(info.verzeOs).toBe('Windows 10');
    expect(aplikaceInfoSchema.parse(info)).toEqual(info);
  });

  it('keeps the installation id stable across calls (local storage)', () => {
    const first = buildAplikaceInfo({ nazev: 'ZK' }).instalaceId;
    const second = buildAplikaceInfo({ nazev: 'ZK' }).instalaceId;
    expect(second).toBe(first);
    expect(localStorage.getItem('zk.instalaceId')).toBe(first);
  });

  it('generates a different id for another installation', () => {
    const first = buildAplikaceInfo({ nazev: 'ZK' }).instalaceId;
    localStorage.clear();
    expect(buildAplikaceInfo({ nazev: 'ZK' }).instalaceId).not.toBe(first);
  });

  it('detects browser code names and operating systems', () => {
    expect(detectBrowserCodeName(UA.chrome)).toBe('chrome');
    expect(detectBrowserCodeName(UA.edge)).toBe('edge');
    expect(detectBrowserCodeName(UA.firefox)).toBe('firefox');
    expect(detectBrowserCodeName(UA.safari)).toBe('safari');
    expect(detectBrowserCodeName('curl/8')).toBe('unknown');
    expect(detectOs(UA.safari)).toBe('iOS 17.5');
    expect(detectOs(UA.android)).toBe('Android 14');
    expect(detectOs(UA.mac)).toBe('macOS 10.15.7');
    expect(detectOs(UA.firefox)).toBe('Linux');
    expect(detectOs('x', 'Win32')).toBe('Win32');
  });
});
