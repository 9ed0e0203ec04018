/**
 * 'Přehled OSVČ' (/moje-pojisteni/platby-pojistneho/prehled-osvc/, insured person only): the filed
 * overviews of the represented person (year, filed date, regular or corrective, which one counts,
 * row 16 and the settlement, 'Stáhnout PDF') and 'Podat přehled', which opens the wizard on the
 * same route with its step in the URL (`?krok=rok`…; machines/osvcOverview owns its flow, wired in
 * use-osvc-overview.ts). A person who has never been self-employed sees 'Nejste evidován jako OSVČ.'.
 */
import { lazy, Suspense, useCallback } from 'react';
import { formatCrowns } from '../../../contract/format';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { badge, button, card } from '../../../styled-system/recipes';
import { reportTypeLabels } from '../../../contract/enums';
import { messages } from '../../../contract/messages';
import type { PrehledOsvcPodany, PrehledOsvcSeznam } from '../../../contract/insurance';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { Spinner } from '../../components/ui/Spinner';
import { useFileDownload } from '../../components/attachments/useFileDownload';
import { IconPlus } from '../../components/form/icons';
import { useApi } from '../../app';
import { usePdfButton } from '../../app/pdf-button';
import { useHealthPerson } from '../../app/person';
import { downloadOverviewPdf, overviewListQuery } from './api';
import { formatFiledDate, settlementWords } from './format';
import { osvcTexts } from './texts';
import { canFileSomeYear, useOsvcWizardUrl } from './use-wizard-url';

// The wizard (its machine, the form and its schemas) loads when it opens, not with the list.
const OsvcWizard = lazy(() => import('./OsvcWizard').then((module) => ({ default: module.OsvcWizard })));

export function OsvcOverviewPage() {
  // An insured-only screen: the person is the represented person chosen in the header.
  const { pojistenecId } = useHealthPerson();
  return (
    <Page title={osvcTexts.NADPIS}>
      {/* The represented person's data only: switching the person starts afresh. */}
      {pojistenecId ? <OverviewScreen key={pojistenecId} pojistenecId={pojistenecId} /> : <Spinner size={40} />}
    </Page>
  );
}

/** Never registered as OSVČ: every year NENI_OSVC or NEPOJISTEN and nothing filed. */
export const isNotSelfEmployed = (data: PrehledOsvcSeznam): boolean =>
  data.seznamPrehledu.length === 0 && data.roky.every((year) => year.stav === 'NENI_OSVC' || year.stav === 'NEPOJISTEN');

function OverviewScreen({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(overviewListQuery(api, pojistenecId));
  const wizard = useOsvcWizardUrl();

  if (wizard.open) {
    return (
      <Suspense fallback={<Spinner size={40} />}>
        <OsvcWizard pojistenecId={pojistenecId} />
      </Suspense>
    );
  }

  return (
    <QueryView query={query}>
      {(data) =>
        isNotSelfEmployed(data) ? (
          <div className={card()}>
            <p className={css({ fontWeight: 'semibold' })} data-testid="neni-osvc">
              {messages.notRegisteredAsSelfEmployed}
            </p>
            <p className={css({ color: 'fg.muted', mt: '1' })}>{osvcTexts.NENI_OSVC_NAPOVEDA}</p>
          </div>
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
            <p className={css({ color: 'fg.muted' })}>{osvcTexts.UVOD(data.pohlavi === 'Z')}</p>
            {canFileSomeYear(data.roky) ? (
              <div>
                <button type="button" className={button()} onClick={wizard.start}>
                  <IconPlus size={20} />
                  {osvcTexts.PODAT}
                </button>
              </div>
            ) : (
              <p className={card()}>{osvcTexts.NELZE_PODAT_ZADNY_ROK}</p>
            )}
            <FiledList list={data.seznamPrehledu} pojistenecId={pojistenecId} zena={data.pohlavi === 'Z'} />
          </div>
        )
      }
    </QueryView>
  );
}

const termStyle = css({ fontSize: 'sm', color: 'fg.muted' });

function FiledList({ list, pojistenecId, zena }: { list: PrehledOsvcPodany[]; pojistenecId: string; zena: boolean }) {
  const api = useApi();
  // The PDF of the overview as it was filed.
  const { start: download, downloadingKey } = useFileDownload<PrehledOsvcPodany>((item) =>
    downloadOverviewPdf(api, pojistenecId, item.prehled),
  );
  const downloadingId = downloadingKey?.id ?? null;
  // The header's PDF button (document 1 §2): the overview in force for the latest year filed.
  const byYear = [...list].sort((a, b) => b.rok - a.rok || b.podano.localeCompare(a.podano));
  const newest = byYear.find((item) => item.platny) ?? byYear[0];
  const downloadNewest = useCallback(() => {
    if (newest) download(newest);
  }, [download, newest]);
  usePdfButton(
    newest
      ? {
          onClick: downloadNewest,
          busy: downloadingId !== null,
          label: osvcTexts.STAHNOUT_PDF_ROK(newest.rok, formatFiledDate(newest.podano)),
        }
      : null,
  );

  return (
    <section aria-labelledby="osvc-podane" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="osvc-podane" className={css({ textStyle: 'sectionTitle' })}>
        {osvcTexts.PODANE}
      </h2>
      {list.length === 0 ? (
        <p className={card()}>{osvcTexts.ZADNE_PODANE(zena)}</p>
      ) : (
        <ul
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          })}
        >
          {list.map((item) => {
            const podano = formatFiledDate(item.podano);
            return (
              <li key={item.id} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))} data-overview={item.id}>
                <div
                  className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', justifyContent: 'space-between' })}
                >
                  <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{osvcTexts.ROK_PREHLEDU(item.rok)}</h3>
                  {item.platny ? (
                    <span className={badge({ tone: 'primary' })}>{osvcTexts.PLATNY}</span>
                  ) : (
                    <span className={badge({ tone: 'neutral' })}>{osvcTexts.NAHRAZENY}</span>
                  )}
                </div>
                <dl
                  className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: '3', rowGap: '1' })}
                >
                  <dt className={termStyle}>{osvcTexts.PODANO}</dt>
                  <dd>
                    <time dateTime={item.podano.slice(0, 10)}>{podano}</time>
                  </dd>
                  <dt className={termStyle}>{osvcTexts.TYP}</dt>
                  <dd>{reportTypeLabels[item.typPrehledu]}</dd>
                  <dt className={termStyle}>{osvcTexts.POJISTNE}</dt>
                  <dd className={css({ fontVariantNumeric: 'tabular-nums' })}>{formatCrowns(item.vypocet.radek16)}</dd>
                  <dt className={termStyle}>{osvcTexts.VYROVNANI}</dt>
                  <dd className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
                    {settlementWords(item.vypocet.vyrovnani)}
                  </dd>
                </dl>
                <div>
                  <button
                    type="button"
                    className={button({ variant: 'outline' })}
                    onClick={() => download(item)}
                    disabled={downloadingId !== null}
                    aria-busy={downloadingId === item.id || undefined}
                    aria-label={osvcTexts.STAHNOUT_PDF_ROK(item.rok, podano)}
                  >
                    {osvcTexts.STAHNOUT_PDF}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
