/**
 * The app's look (issue 15 §10): the theme (light, dark, or the system's) and larger text, as
 * attributes on <html> that the Panda theme reads (`[data-theme=dark]`, `[data-text=large]`).
 * public/boot.js applies the choice kept on this device before the first paint; after sign-in the
 * account's saved choice (GET /nastaveni, ZOBRAZENI) replaces it and is kept for the next visit.
 */
import { useEffect, useRef } from 'react';
import type { NastaveniZobrazeni } from '../../contract/settings';
import { nastaveni } from '../../contract/routes.gen';
import { getStored, setStored } from '../lib/storage';
import { useApi } from './use-session';

const darkQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null);

function resolvedTheme(motiv: string): 'dark' | 'light' {
  if (motiv === 'TMAVY') return 'dark';
  if (motiv === 'SVETLY') return 'light';
  return darkQuery()?.matches ? 'dark' : 'light';
}

/** Sets the look on <html> and keeps it on this device for public/boot.js. */
export function applyDisplay(setting: NastaveniZobrazeni): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', resolvedTheme(setting.motiv));
  if (setting.vetsiPismo) root.setAttribute('data-text', 'large');
  else root.removeAttribute('data-text');
  setStored('zobrazeni', { motiv: setting.motiv, vetsiPismo: setting.vetsiPismo });
}

/** The look kept on this device (the system's theme and normal text when nothing is kept). */
export function storedDisplay(): NastaveniZobrazeni {
  const kept = getStored('zobrazeni');
  const motiv = kept?.motiv === 'SVETLY' || kept?.motiv === 'TMAVY' ? kept.motiv : 'SYSTEM';
  return { motiv, vetsiPismo: kept?.vetsiPismo === true };
}

/**
 * Once per signed-in tab: loads the account's look and applies it; while the theme follows the
 * system, a change of the system's scheme applies at once. The settings call is loaded on demand,
 * so the first visit carries no settings schemas.
 */
export function useDisplaySync(pojistenecId: string | null): void {
  const api = useApi();
  const loaded = useRef(false);
  useEffect(() => {
    if (!pojistenecId || loaded.current) return;
    let cancelled = false;
    void (async () => {
      try {
        const answer = await api.call(nastaveni, { params: { pojistenecId }, query: { klic: 'ZOBRAZENI' } });
        if (cancelled) return;
        loaded.current = true;
        const item = answer.seznamNastaveni.find((setting) => setting.klic === 'ZOBRAZENI');
        // Nothing saved yet: what this device already shows stays.
        if (item && item.klic === 'ZOBRAZENI' && !item.vychozi) applyDisplay(item.nastaveniData);
      } catch {
        // The look is a convenience: a failed load keeps the device's.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, pojistenecId]);

  useEffect(() => {
    const query = darkQuery();
    if (!query) return;
    const follow = () => {
      if (storedDisplay().motiv === 'SYSTEM') document.documentElement.setAttribute('data-theme', query.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
}
