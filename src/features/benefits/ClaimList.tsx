/**
 * The person's claims of care and travel, shown on 'Proplacení zdravotní péče' (CarePage.tsx) and
 * on a kind's claim page (CareClaimPage.tsx): a module of its own, so the claim page does not load
 * the overview page whole.
 */
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import type { ProplaceniPece } from '../../../contract/benefits';
import { formatCrowns } from '../../../contract/format';
import { InfoRows, type InfoRow } from '../../components/InfoRows';
import { cardListStyle } from '../../components/link-card';
import { formatDay } from '../../lib/display-dates';
import { careTexts as t } from './texts';

/** The person's claims of care and travel, newest first (also on a kind's page). */
export function ClaimList({ claims }: { claims: readonly ProplaceniPece[] }) {
  if (claims.length === 0) return <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNE}</p>;
  return (
    <ul className={cardListStyle}>
      {claims.map((claim) => {
        const rows: InfoRow[] = [
          [
            t.DATUM,
            claim.typ === 'CESTA' ? `${formatDay(claim.cestaDatumOd)} – ${formatDay(claim.cestaDatumDo)}` : formatDay(claim.dokladDatum),
          ],
          [t.STAV, claim.stavNazev],
          ...(claim.castkaNarok !== null ? [[t.CASTKA, formatCrowns(claim.castkaNarok)] as const] : []),
          ...(claim.castkaSchvalena !== null ? [[t.SCHVALENO, formatCrowns(claim.castkaSchvalena)] as const] : []),
          ...(claim.castkaVyplacena !== null ? [[t.VYPLACENO, formatCrowns(claim.castkaVyplacena)] as const] : []),
        ];
        return (
          <li key={claim.id}>
            <article
              aria-label={`${claim.nazev} ${formatDay(claim.podano)}`}
              className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}
            >
              <h3 className={css({ fontWeight: 'bold' })}>{claim.nazev}</h3>
              <InfoRows rows={rows} />
              {claim.poznamkaZps ? <p className={css({ color: 'fg.muted' })}>{claim.poznamkaZps}</p> : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
