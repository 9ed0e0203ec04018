/**
 * Below the emergency data (issue 15 §7, beyond the spec): the card in English for travel, and
 * time-limited share links with a QR code that show only the emergency data to whoever opens
 * them — revocable, expiring by themselves, and listed in 'Kdo viděl moje údaje' when opened.
 * The new link is shown once (the server keeps only its hash); the list shows every link's state.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import { cardLanguages, shareLinkStateLabels, type SdileniOdkaz } from '../../../../contract/settings';
import { shareValidityChoices } from '../../../../machines/emergencyShare/emergencyShare.machine';
import { RadioGroup } from '../../../components/form';
import { QueryView } from '../../../components/QueryView';
import { notify } from '../../../components/ui/toaster';
import { useApi, useDialogQueue } from '../../../app';
import { formatMomentTime } from '../../../lib/display-dates';
import { describeApiError } from '../../../lib/errors';
import { cs } from '../../../texts/cs';
import { createShareLink, emergencyCardQuery, revokeShareLink, shareLinksQuery, shareLinksQueryKey } from '../api';
import { emergencyShareTexts as t } from './share-texts';
import { EmergencyCardView } from './EmergencyCardView';
import { useEmergencyShare } from './use-emergency-share';

const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }));
const headingStyle = css({ textStyle: 'sectionTitle' });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > *': { w: { base: 'full', sm: 'auto' } } });

export function EmergencyExtras({ pojistenecId }: { pojistenecId: string }) {
  return (
    <>
      <EnglishCard pojistenecId={pojistenecId} />
      <ShareLinks pojistenecId={pojistenecId} />
    </>
  );
}

function EnglishCard({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(emergencyCardQuery(api, pojistenecId, 'EN'));
  return (
    <section aria-labelledby="karta-en" className={sectionStyle}>
      <h2 id="karta-en" className={headingStyle}>
        {t.CESTY}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t.CESTY_UVOD}</p>
      <details>
        <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', py: '2.5', color: 'primary.text' })}>
          {t.ZOBRAZIT_ANGLICKY}
        </summary>
        <QueryView query={query}>{(karta) => <EmergencyCardView karta={karta} headingLevel={3} />}</QueryView>
      </details>
    </section>
  );
}

function ShareLinks({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const links = useQuery(shareLinksQuery(api, pojistenecId));
  const share = useEmergencyShare(async (body) => {
    const link = await createShareLink(api, pojistenecId, body as { platnostHodin: number });
    void queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(pojistenecId) });
    return link;
  });
  const busy = share.state === 'creating';
  // The rescue-service consent gates sharing: the server refuses without it, and the screen says so first.
  const consent = links.data?.souhlas;
  return (
    <section aria-labelledby="sdileni" className={sectionStyle}>
      <h2 id="sdileni" className={headingStyle}>
        {t.SDILENI}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t.SDILENI_UVOD}</p>
      {share.state === 'created' && share.link ? (
        <CreatedLink link={share.link} onAgain={share.events.again} />
      ) : consent === undefined ? null : consent !== 'POTVRZENO' ? (
        <ConsentNeeded withdrawn={consent === 'ODVOLANO'} />
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <RadioGroup
            label={t.PLATNOST}
            direction="row"
            value={share.values.platnostHodin}
            onChange={(platnostHodin) => share.events.change({ ...share.values, platnostHodin })}
            options={shareValidityChoices.map((hodin) => ({ value: String(hodin), label: t.HODIN(hodin) }))}
            error={share.fieldErrors.platnostHodin}
            disabled={busy}
          />
          <RadioGroup
            label={t.JAZYK}
            direction="row"
            value={share.values.jazyk}
            onChange={(jazyk) => share.events.change({ ...share.values, jazyk })}
            options={cardLanguages.map((jazyk) => ({ value: jazyk, label: t.JAZYKY[jazyk] }))}
            error={share.fieldErrors.jazyk}
            disabled={busy}
          />
          {share.error ? (
            <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
              {share.error}
            </p>
          ) : null}
          <div className={actionsStyle}>
            {share.state === 'failed' ? (
              <>
                <button type="button" className={button({ variant: 'solid' })} onClick={share.events.retry}>
                  {cs.ZKUSIT_ZNOVU}
                </button>
                <button type="button" className={button({ variant: 'outline' })} onClick={share.events.back}>
                  {cs.ZPET}
                </button>
              </>
            ) : (
              <button type="button" className={button({ variant: 'solid' })} onClick={share.events.create} disabled={busy}>
                {busy ? t.VYTVARIME : t.VYTVORIT}
              </button>
            )}
          </div>
        </div>
      )}
      <h3 className={css({ fontWeight: 'bold', mt: '2' })}>{t.ODKAZY}</h3>
      <QueryView query={links}>
        {(data) =>
          data.seznamOdkazu.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>{t.ZADNE_ODKAZY}</p>
          ) : (
            <ul
              aria-label={t.ODKAZY}
              className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: 0, m: 0 })}
            >
              {data.seznamOdkazu.map((link) => (
                <li key={link.id}>
                  <LinkRow link={link} pojistenecId={pojistenecId} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function ConsentNeeded({ withdrawn }: { withdrawn: boolean }) {
  return (
    <div
      data-souhlas-chybi=""
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        borderLeftWidth: '4px',
        borderColor: 'warning.text',
        bg: 'warning.subtle',
        p: '3',
        borderRadius: 'l2',
      })}
    >
      <p>{withdrawn ? t.SOUHLAS_ODVOLAN : t.SOUHLAS_NEUDELEN}</p>
      <div className={actionsStyle}>
        <Link to="/nastaveni/souhlasy-s-podminkami" className={button({ variant: 'outline' })}>
          {t.SOUHLAS_ODKAZ}
        </Link>
      </div>
    </div>
  );
}

function CreatedLink({ link, onAgain }: { link: NonNullable<ReturnType<typeof useEmergencyShare>['link']>; onAgain: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.odkaz);
      notify.success(t.ZKOPIROVANO);
    } catch (error) {
      notify.error(describeApiError(error).message);
    }
  };
  return (
    <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 className={css({ fontWeight: 'bold' })}>{t.VYTVOREN}</h3>
      <p>{t.PLATI_DO(formatMomentTime(link.platnostDo))}</p>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.JEN_JEDNOU}</p>
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: 'semibold' })}>
        {t.ODKAZ}
        <input
          readOnly
          value={link.odkaz}
          onFocus={(event) => event.currentTarget.select()}
          className={css({
            fontWeight: 'normal',
            fontFamily: 'mono',
            fontSize: 'sm',
            p: '2',
            minH: 'touch',
            border: '1px solid',
            borderColor: 'border.default',
            borderRadius: 'control',
            bg: 'bg.subtle',
          })}
        />
      </label>
      <img
        src={`data:image/png;base64,${link.qrPng}`}
        alt={t.QR_ALT}
        width={200}
        height={200}
        className={css({ alignSelf: { base: 'center', sm: 'flex-start' }, imageRendering: 'pixelated' })}
      />
      <div className={actionsStyle}>
        <button type="button" className={button({ variant: 'solid' })} onClick={() => void copy()}>
          {t.KOPIROVAT}
        </button>
        <button type="button" className={button({ variant: 'outline' })} onClick={onAgain}>
          {t.DALSI}
        </button>
      </div>
    </div>
  );
}

function LinkRow({ link, pojistenecId }: { link: SdileniOdkaz; pojistenecId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm } = useDialogQueue();
  const revoke = () =>
    confirm({
      title: t.ZRUSIT,
      question: t.ZRUSIT_OTAZKA,
      confirmLabel: t.ZRUSIT_POTVRDIT,
      tone: 'danger',
      onConfirm: async () => {
        await revokeShareLink(api, pojistenecId, link.id);
        await queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(pojistenecId) });
        notify.success(t.ZRUSENO);
      },
    });
  const label = `${t.JAZYKY[link.jazyk]} · ${shareLinkStateLabels[link.stav]}`;
  return (
    <article
      aria-label={`${t.ODKAZ} ${formatMomentTime(link.vytvoreno)}`}
      className={css({
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'l2',
        p: '3',
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
      })}
    >
      <p className={css({ fontWeight: 'semibold' })}>{label}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t.VYTVORENO} {formatMomentTime(link.vytvoreno)} · {t.PLATI_DO(formatMomentTime(link.platnostDo))}
      </p>
      <p className={css({ fontSize: 'sm' })}>
        {t.OTEVRENO(link.pocetOtevreni)}
        {link.naposledyOtevreno ? `, ${t.NAPOSLEDY(formatMomentTime(link.naposledyOtevreno))}` : ''}
      </p>
      {link.stav === 'PLATNY' ? (
        <div>
          <button type="button" className={button({ variant: 'outline' })} onClick={revoke}>
            {t.ZRUSIT}
          </button>
        </div>
      ) : null}
    </article>
  );
}
