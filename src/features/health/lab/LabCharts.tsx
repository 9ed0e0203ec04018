/**
 * The charts of the lab results (/moje-zdravi/laboratorni-vysledky/grafy/): the analyte select and
 * its time chart. A lazy chunk of its own: the results list does not use the chart or the select.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { formatNumber } from '../../../../contract/format';
import { NativeSelect } from '../../../components/form';
import { QueryView } from '../../../components/QueryView';
import { useApi } from '../../../app';
import { formatDay } from '../../../lib/display-dates';
import { dayNumber } from '../measurements/chart';
import { TimeChart } from '../measurements/TimeChart';
import { labChartQuery, labChartsQuery } from './api';
import { labTexts as t, referenceRange } from './texts';

export default function LabCharts({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const charts = useQuery(labChartsQuery(api, pojistenecId));
  const [chosen, setChosen] = useState('');
  return (
    <>
      <div>
        <Link
          to="/moje-zdravi/laboratorni-vysledky/"
          className={css({ color: 'primary.text', textDecoration: 'underline', fontWeight: 'semibold' })}
        >
          {t.ZPET}
        </Link>
      </div>
      <QueryView query={charts}>
        {(data) => {
          if (data.seznamGrafu.length === 0) return <p className={card()}>{t.ZADNE_GRAFY}</p>;
          const kod = chosen || data.seznamGrafu[0].kodGrafu;
          return (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              <NativeSelect
                label={t.VYBERTE}
                placeholder={false}
                value={kod}
                onChange={setChosen}
                options={data.seznamGrafu.map((item) => ({
                  value: item.kodGrafu,
                  label: `${item.nazev} – ${t.POSLEDNI(`${formatNumber(item.posledniHodnota)} ${item.jednotka}`, formatDay(item.posledniDatum))}`,
                }))}
              />
              <AnalyteChart pojistenecId={pojistenecId} kod={kod} />
            </div>
          );
        }}
      </QueryView>
    </>
  );
}

function AnalyteChart({ pojistenecId, kod }: { pojistenecId: string; kod: string }) {
  const api = useApi();
  const query = useQuery(labChartQuery(api, pojistenecId, kod));
  return (
    <QueryView query={query}>
      {(data) => (
        <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
          <TimeChart
            id={`lab-${data.kodGrafu}`}
            title={data.nazev}
            unit={data.jednotka}
            decimals={data.body.some((point) => !Number.isInteger(point.hodnota)) ? 1 : 0}
            series={[
              {
                key: data.kodGrafu,
                label: data.nazev,
                color: '#00703C',
                marker: 'circle',
                points: data.body.map((point, index) => ({
                  day: dayNumber(point.datum),
                  iso: point.datum.slice(0, 10),
                  value: point.hodnota,
                  id: index,
                })),
              },
            ]}
          />
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t.ROZMEZI}: {referenceRange(data.referenceOd, data.referenceDo)} {data.jednotka}
          </p>
          <p className={css({ fontSize: 'sm' })}>{data.vysvetleni.coToJe}</p>
        </div>
      )}
    </QueryView>
  );
}
