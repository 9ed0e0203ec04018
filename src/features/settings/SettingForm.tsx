/**
 * The frame of a settings screen that edits one stored setting (UPOZORNENI, ZOBRAZENI): the
 * represented person, the title and intro, the setting loaded (GET /nastaveni), and the form's
 * save (PUT /nastaveni) that updates the cache and the hubs' summary and confirms with a toast.
 */
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import type { NastaveniBody, SettingKey } from '../../../contract/settings';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { saveSetting, settingQuery, settingQueryKey, settingsSummaryQuery, type SettingOf } from './api';

export function SettingScreen<K extends SettingKey>({
  klic,
  title,
  intro,
  loadingLabel,
  children,
}: {
  klic: K;
  title: string;
  intro: string;
  loadingLabel: string;
  children: (stored: SettingOf<K>['nastaveniData'], pojistenecId: string) => ReactNode;
}) {
  return (
    <WithInsuredPerson title={title}>
      {(pojistenecId) => (
        <Page key={pojistenecId} title={title}>
          <p className={css({ color: 'fg.muted' })}>{intro}</p>
          <StoredSetting klic={klic} pojistenecId={pojistenecId} loadingLabel={loadingLabel}>
            {(stored) => children(stored, pojistenecId)}
          </StoredSetting>
        </Page>
      )}
    </WithInsuredPerson>
  );
}

function StoredSetting<K extends SettingKey>({
  klic,
  pojistenecId,
  loadingLabel,
  children,
}: {
  klic: K;
  pojistenecId: string;
  loadingLabel: string;
  children: (stored: SettingOf<K>['nastaveniData']) => ReactNode;
}) {
  const api = useApi();
  const query = useQuery(settingQuery(api, pojistenecId, klic));
  return (
    <QueryView query={query} label={loadingLabel}>
      {(data) => children((data as SettingOf<K>).nastaveniData as SettingOf<K>['nastaveniData'])}
    </QueryView>
  );
}

/** Saves one setting; the answer replaces the cached one, the hubs' summary is refreshed, a toast confirms. */
export function useSaveSetting(pojistenecId: string, savedText: string) {
  const api = useApi();
  const client = useQueryClient();
  return async (body: NastaveniBody) => {
    const saved = await saveSetting(api, pojistenecId, body);
    client.setQueryData(settingQueryKey(pojistenecId, body.klic), saved);
    void client.invalidateQueries({ queryKey: settingsSummaryQuery(api, pojistenecId).queryKey });
    notify.success(savedText);
    return saved;
  };
}
