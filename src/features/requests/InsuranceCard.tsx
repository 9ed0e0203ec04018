/**
 * The insurance card as it looks in the hand: the back of the Czech insurance card is the
 * European health insurance card, with the EU's ring of stars around the country code and the
 * numbered fields of the EHIC (3 surname, 4 given name, 5 birth date, 6 personal identification
 * number, 7 institution, 8 card number, 9 expiry). The numbers are decoration (aria-hidden); the
 * fields are a description list under the card's heading.
 */
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import type { EhicPrukaz } from '../../../contract/insurance';
import { formatDay } from './api';
import { requestTexts } from './texts';

/** '80203000012345678901' → '8020 3000 0123 4567 8901' (groups of four, easier to read and copy by eye). */
export function groupCardNumber(cisloKarty: string): string {
  const compact = cisloKarty.replace(/\s+/g, '');
  return compact.match(/.{1,4}/g)?.join(' ') ?? compact;
}

const STAR_COUNT = 12;

/** A five-pointed star centred at (cx, cy). */
function starPoints(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.4;
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

function EuStars({ code }: { code: string }) {
  return (
    <svg viewBox="0 0 100 100" width="56" height="56" aria-hidden="true" focusable="false" className={css({ flexShrink: 0 })}>
      {Array.from({ length: STAR_COUNT }, (_, i) => {
        const angle = (i * 2 * Math.PI) / STAR_COUNT;
        return <polygon key={i} points={starPoints(50 + 38 * Math.sin(angle), 50 - 38 * Math.cos(angle), 7)} fill="#FFCC00" />;
      })}
      <text x="50" y="58" textAnchor="middle" fontSize="24" fontWeight="700" fill="#FFFFFF" fontFamily="system-ui, sans-serif">
        {code}
      </text>
    </svg>
  );
}

const cardStyle = css({
  position: 'relative',
  w: 'full',
  maxW: '440px',
  aspectRatio: '85.6 / 54',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '4', sm: '5' },
  borderRadius: '16px',
  color: 'white',
  // The EHIC's blue; white text on it is above 10:1.
  background: 'linear-gradient(135deg, #0B2D7A 0%, #1A4FB5 100%)',
  boxShadow: 'raised',
});

const fieldsStyle = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '4', rowGap: '2.5' });
const termStyle = css({
  display: 'flex',
  gap: '1',
  fontSize: '11px',
  lineHeight: '1.2',
  color: 'rgba(255,255,255,0.85)',
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});
const numberStyle = css({ fontWeight: 'bold', color: '#FFCC00' });
const valueStyle = css({ fontSize: { base: 'sm', sm: 'md' }, fontWeight: 'semibold', lineHeight: '1.3', overflowWrap: 'anywhere' });

function CardField({ number, term, children, wide = false }: { number: number; term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={cx(
        css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 }),
        wide ? css({ gridColumn: '1 / -1' }) : undefined,
      )}
    >
      <dt className={termStyle}>
        <span className={numberStyle} aria-hidden="true">
          {number}.
        </span>
        {term}
      </dt>
      <dd className={valueStyle}>{children}</dd>
    </div>
  );
}

export function InsuranceCard({ card, headingId }: { card: EhicPrukaz; headingId: string }) {
  const { drzitel, instituce } = card;
  return (
    <section className={cardStyle} aria-labelledby={headingId}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <h2
          id={headingId}
          className={css({
            fontSize: { base: 'xs', sm: 'sm' },
            fontWeight: 'bold',
            lineHeight: '1.25',
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            maxW: '15rem',
          })}
        >
          {requestTexts.PRUKAZ_ZADNI_STRANA}
        </h2>
        <span title={requestTexts.PRUKAZ_STAT_NAZEV} className={css({ display: 'inline-flex' })}>
          <EuStars code={requestTexts.PRUKAZ_STAT} />
          <span className={css({ srOnly: true })}>{requestTexts.PRUKAZ_STAT_NAZEV}</span>
        </span>
      </div>
      <dl className={fieldsStyle}>
        <CardField number={3} term={requestTexts.PRUKAZ_PRIJMENI}>
          {drzitel.prijmeni}
        </CardField>
        <CardField number={4} term={requestTexts.PRUKAZ_JMENO}>
          {drzitel.jmeno}
        </CardField>
        <CardField number={5} term={requestTexts.PRUKAZ_NAROZENI}>
          <time dateTime={drzitel.narozen.slice(0, 10)}>{formatDay(drzitel.narozen)}</time>
        </CardField>
        <CardField number={6} term={requestTexts.PRUKAZ_OSOBNI_CISLO}>
          {card.osobniCislo}
        </CardField>
        <CardField number={7} term={requestTexts.PRUKAZ_INSTITUCE} wide>
          {instituce.kod} – {instituce.nazev}
        </CardField>
        <CardField number={8} term={requestTexts.PRUKAZ_CISLO_KARTY} wide>
          <span className={css({ fontFamily: 'mono', letterSpacing: '0.04em' })}>{groupCardNumber(card.cisloKarty)}</span>
        </CardField>
        <CardField number={9} term={requestTexts.PRUKAZ_PLATNOST}>
          <time dateTime={card.platnostDo.slice(0, 10)}>{formatDay(card.platnostDo)}</time>
        </CardField>
      </dl>
    </section>
  );
}
