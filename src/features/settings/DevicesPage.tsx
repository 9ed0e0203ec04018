/**
 * Registrovaná zařízení (/nastaveni/nastaveni-pojistence/registrovana-zarizeni): the account's
 * devices, named by browser and system as the server reads them ("Chrome · Android 14"), repeats
 * of one device merged by the server; app and version, registered, last used, "this device"
 * marked. Removing one asks once (dialog queue) and signs it out at once on the server; removing
 * this device then signs out here too. "Odhlásit všechna ostatní zařízení" asks once and signs out
 * every device but this one.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import type { z } from 'zod';
import type { deviceSchema } from '../../../contract/app';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi, useDialogQueue } from '../../app';
import { useSessionEvents } from '../../app/use-session';
import { formatMomentDay } from '../../lib/display-dates';
import { devicesQuery, devicesQueryKey, removeDeviceEntry, signOutOtherDevices } from './api';
import { deviceTexts as t } from './texts';

type Device = z.infer<typeof deviceSchema>;

export function DevicesPage() {
  const api = useApi();
  const query = useQuery(devicesQuery(api));
  return (
    <Page title={t.ZARIZENI}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <QueryView query={query}>
        {(data) =>
          data.seznamZarizeni.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNE}</p>
          ) : (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              {data.seznamZarizeni.some((device) => !device.aktualni || device.instalace.length > 1) ? <SignOutOthers /> : null}
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0', m: '0' })}>
                {[...data.seznamZarizeni]
                  .sort((a, b) => Number(b.aktualni) - Number(a.aktualni))
                  .map((device) => (
                    <li key={device.instalaceId}>
                      <DeviceCard device={device} />
                    </li>
                  ))}
              </ul>
            </div>
          )
        }
      </QueryView>
    </Page>
  );
}

/** "Odhlásit všechna ostatní zařízení": one question, then every other device must sign in again. */
function SignOutOthers() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm } = useDialogQueue();
  const ask = () =>
    confirm({
      title: t.ODHLASIT_OSTATNI,
      question: t.ODHLASIT_OSTATNI_OTAZKA,
      confirmLabel: t.ODHLASIT_OSTATNI_POTVRDIT,
      tone: 'danger',
      onConfirm: async () => {
        const { odhlaseno } = await signOutOtherDevices(api);
        notify.success(t.ODHLASENO_OSTATNICH(odhlaseno));
        await queryClient.invalidateQueries({ queryKey: devicesQueryKey });
      },
    });
  return (
    <div>
      <button type="button" className={button({ variant: 'outline' })} onClick={ask}>
        {t.ODHLASIT_OSTATNI}
      </button>
    </div>
  );
}

function DeviceCard({ device }: { device: Device }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm } = useDialogQueue();
  const session = useSessionEvents();
  const headingId = `zarizeni-${device.instalaceId}`;
  const rows: Array<[string, string]> = [
    [t.APLIKACE, `${device.nazev} ${device.verzeAplikace}`],
    [t.REGISTROVANO, formatMomentDay(device.registrovano)],
    [t.POUZITO, formatMomentDay(device.naposledyPouzito)],
    [t.STAV, device.prihlaseno ? t.PRIHLASENO : t.ODHLASENO],
  ];
  const remove = () =>
    confirm({
      title: t.ODEBRAT,
      question: device.aktualni ? t.ODEBRAT_TOTO_OTAZKA(device.oznaceni) : t.ODEBRAT_OTAZKA(device.oznaceni),
      confirmLabel: t.ODEBRAT_POTVRDIT,
      tone: 'danger',
      onConfirm: async () => {
        await removeDeviceEntry(api, device.instalace);
        notify.success(t.ODEBRANO(device.oznaceni));
        if (device.aktualni) {
          session.logout();
          return;
        }
        await queryClient.invalidateQueries({ queryKey: devicesQueryKey });
      },
    });

  return (
    <section aria-labelledby={headingId} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <h2 id={headingId} className={css({ textStyle: 'sectionTitle', color: 'fg.default', overflowWrap: 'anywhere' })}>
        {device.oznaceni}
        {device.aktualni ? (
          <span
            className={css({
              ml: '2',
              fontSize: 'sm',
              fontWeight: 'bold',
              color: 'primary.text',
              bg: 'primary.subtle',
              px: '2',
              py: '0.5',
              borderRadius: 'full',
              verticalAlign: 'middle',
            })}
          >
            {t.TOTO}
          </span>
        ) : null}
      </h2>
      <InfoRows rows={rows} />
      {device.instalace.length > 1 ? <p className={css({ color: 'fg.muted' })}>{t.SLOUCENO(device.instalace.length)}</p> : null}
      {device.oznameni ? <p className={css({ color: 'fg.muted' })}>{t.OZNAMENI}</p> : null}
      <div>
        <button type="button" className={button({ variant: 'outline' })} onClick={remove}>
          {t.ODEBRAT}
        </button>
      </div>
    </section>
  );
}
