/**
 * The start page's widget layout (document 1 §2), kept on the server as the user's NASTENKA
 * setting (GET/PUT /nastaveni, contract/settings.ts), so it follows the person to another device;
 * local storage ('zk.widgety') is its cache: the page draws at once from the cache, the server's
 * layout replaces it when it comes, and every change is saved to both. Nothing saved on the server
 * yet: the device's own layout stays until the first change saves it.
 *
 * The page names its widgets by its own ids; the setting by the contract's widget names
 * (`widgetOnServer`). Widgets the setting knows and this page does not show are kept as they were.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nastaveni, nastaveniUlozit } from '../../../contract/routes.gen';
import type { DashboardWidget, NastaveniNastenky, NastaveniPolozka } from '../../../contract/settings';
import { useApi, useRepresentedPerson } from '../../app';
import { notify } from '../../components/ui/toaster';
import { getStored, setStored } from '../../lib/storage';
import { BANNERS_WIDGET, GP_WIDGET } from './api';
import { normalizePrefs, type WidgetPrefs } from './widgets';

const NASTENKA_NEULOZENA = 'Rozložení nástěnky se nepodařilo uložit na server. Na tomto zařízení zůstává; uložíme ho při další změně.';

/** The page's widget id → the setting's widget name. */
export const widgetOnServer: Readonly<Record<string, DashboardWidget>> = {
  zpravy: 'NEPRECTENE_ZPRAVY',
  [GP_WIDGET]: 'PRAKTICKY_LEKAR',
  [BANNERS_WIDGET]: 'AKTUALITY',
};
const widgetOnPage = new Map(Object.entries(widgetOnServer).map(([page, server]) => [server, page]));

/** The setting as the page's preferences. */
export function prefsFromSetting(setting: NastaveniNastenky): WidgetPrefs {
  const onPage = (list: readonly DashboardWidget[]) => list.flatMap((widget) => widgetOnPage.get(widget) ?? []);
  return { pripnute: onPage(setting.pripnute), skryte: onPage(setting.skryte) };
}

/** The page's preferences as the setting, keeping what `previous` says of the widgets the page does not show. */
export function settingFromPrefs(prefs: WidgetPrefs, previous: NastaveniNastenky | null): NastaveniNastenky {
  const onServer = (list: readonly string[]) => list.flatMap((id) => widgetOnServer[id] ?? []);
  const notOnPage = (list: readonly DashboardWidget[] | undefined) => (list ?? []).filter((widget) => !widgetOnPage.has(widget));
  const skryte = [...new Set([...onServer(prefs.skryte), ...notOnPage(previous?.skryte)])];
  const pripnute = [...new Set([...onServer(prefs.pripnute), ...notOnPage(previous?.pripnute)])].filter((w) => !skryte.includes(w));
  return { pripnute, skryte };
}

/** Per user (NASTENKA belongs to the signed-in user, whichever person the call names). */
const dashboardQueryKey = ['uzivatel', 'nastaveni', 'NASTENKA'] as const;
type DashboardSetting = Extract<NastaveniPolozka, { klic: 'NASTENKA' }>;

export function useWidgetPrefs(): [WidgetPrefs, (update: (prefs: WidgetPrefs) => WidgetPrefs) => void] {
  const api = useApi();
  const queryClient = useQueryClient();
  const { current } = useRepresentedPerson();
  const pojistenecId = current ? String(current.pojistenecId) : null;
  const [prefs, setPrefs] = useState<WidgetPrefs>(() => normalizePrefs(getStored('widgety')));
  const changedHere = useRef(false);
  const prefsRef = useRef(prefs);
  prefsRef.current = prefs;

  const saved = useQuery({
    queryKey: dashboardQueryKey,
    enabled: pojistenecId !== null,
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<DashboardSetting | null> => {
      const answer = await api.call(nastaveni, { params: { pojistenecId: pojistenecId! }, query: { klic: 'NASTENKA' }, signal });
      return answer.seznamNastaveni.find((item): item is DashboardSetting => item.klic === 'NASTENKA') ?? null;
    },
  });

  // The server's layout replaces the cached one (unless the person already changed it here).
  const setting = saved.data;
  useEffect(() => {
    if (!setting || setting.vychozi || changedHere.current) return;
    const fromServer = prefsFromSetting(setting.nastaveniData);
    setStored('widgety', fromServer);
    setPrefs(fromServer);
  }, [setting]);

  const update = useCallback(
    (change: (prefs: WidgetPrefs) => WidgetPrefs) => {
      changedHere.current = true;
      const next = change(prefsRef.current);
      prefsRef.current = next;
      setPrefs(next);
      setStored('widgety', next);
      if (!pojistenecId) return;
      const previous = queryClient.getQueryData<DashboardSetting | null>(dashboardQueryKey)?.nastaveniData ?? null;
      const nastaveniData = settingFromPrefs(next, previous);
      api
        .call(nastaveniUlozit, { params: { pojistenecId }, body: { klic: 'NASTENKA', nastaveniData } })
        .then((answer) => {
          if (answer.klic === 'NASTENKA') queryClient.setQueryData(dashboardQueryKey, answer);
        })
        // Kept on this device; the next change tries the server again.
        .catch(() => notify.error(NASTENKA_NEULOZENA));
    },
    [api, pojistenecId, queryClient],
  );
  return [prefs, update];
}
