/** The widget 'Můj praktický lékař' (GET /widgetLekarKontakt): who, where, a phone to tap, today's hours. */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import type { MujLekar } from '../../../contract/partners';
import { IconChevronRight } from '../../components/icons';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app/use-session';
import { gpContactQuery } from './status-query';
import { homeTexts as t } from './texts';
import { widgetLinkStyle as linkStyle } from './widget-styles';

/** Today's opening hours ('7:00–12:00, 13:00–15:30'), or null when closed today. */
function hoursToday(doctor: MujLekar, now: Date = new Date()): string | null {
  const day = ((now.getDay() + 6) % 7) + 1; // 1 = Monday
  const rows = doctor.ordinacniHodiny.filter((row) => row.den === day);
  return rows.length ? rows.map((row) => `${row.od}–${row.do}`).join(', ') : null;
}

export default function GpWidget({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(gpContactQuery(api, pojistenecId));
  return (
    <QueryView query={query} small>
      {({ lekar }) => {
        if (!lekar) return <p className={css({ color: 'fg.muted' })}>{t.LEKAR_ZADNY}</p>;
        const hours = hoursToday(lekar);
        return (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p>
              <strong>{lekar.lekar ?? lekar.nazev}</strong>
              {lekar.lekar ? <span className={css({ display: 'block', color: 'fg.muted' })}>{lekar.nazev}</span> : null}
              <span className={css({ display: 'block', color: 'fg.muted' })}>
                {lekar.adresa.ulice}, {lekar.adresa.psc} {lekar.adresa.obec}
              </span>
            </p>
            <p>{hours ? `${t.LEKAR_DNES}: ${hours}` : t.LEKAR_DNES_NE}</p>
            {lekar.telefon ? (
              <a href={`tel:${lekar.telefon.replace(/\s+/g, '')}`} className={linkStyle}>
                {t.LEKAR_TELEFON}: {lekar.telefon}
              </a>
            ) : null}
            <Link to="/moje-zdravi/moji-lekari/$pojistenecId/$id" params={{ pojistenecId, id: String(lekar.id) }} className={linkStyle}>
              {t.LEKAR_DETAIL}
              <IconChevronRight size={20} />
            </Link>
          </div>
        );
      }}
    </QueryView>
  );
}
