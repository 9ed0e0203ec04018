import { createFileRoute } from '@tanstack/react-router';
import { css, cx } from '../../styled-system/css';
import { badge, card } from '../../styled-system/recipes';
import { formatDateCz, formatMoney, formatNumber } from '../../contract/format';
import { Sample, StyleguideLayout } from '../components/styleguide/StyleguideLayout';
import { cs } from '../texts/cs';
import { bootTexts } from '../texts/boot';

export const Route = createFileRoute('/stylyPece')({
  staticData: { title: bootTexts.STYLY_PECE, public: true },
  component: StylyPece,
});

/** A demo care item (document 1 §3 "Demo care item"), for this style page only. */
const DEMO_CARE = {
  nazev: 'Praktický lékař – ukázka',
  datumOd: '2024-03-04',
  datumDo: '2024-03-04',
  typ: 'PECE',
  sumaKc: 1234.5,
  vykony: [
    {
      datum: '2024-03-04',
      nazev: 'Komplexní vyšetření (ukázka)',
      druh: 'Výkon',
      kod: '01021',
      cena: 987.5,
      pocet: 1,
      jednotka: 'ks',
      odbornost: '001',
    },
    {
      datum: '2024-03-04',
      nazev: 'Odběr krve (ukázka)',
      druh: 'Výkon',
      kod: '09119',
      cena: 247,
      pocet: 1,
      jednotka: 'ks',
      odbornost: '001',
    },
  ],
} as const;

function StylyPece() {
  return (
    <StyleguideLayout title={cs.STYLY_PECE}>
      <Sample title="Položka čerpané péče">
        <article className={cx(card({ elevated: true }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2' })}>
            <h3 className={css({ fontWeight: 'bold', fontSize: 'lg', flex: 1 })}>{DEMO_CARE.nazev}</h3>
            <span className={badge({ tone: 'primary' })}>{DEMO_CARE.typ === 'PECE' ? 'Péče' : 'Cesta'}</span>
          </div>
          <p className={css({ color: 'fg.muted' })}>
            {formatDateCz(DEMO_CARE.datumOd)} – {formatDateCz(DEMO_CARE.datumDo)}
          </p>
          <p className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'primary.text' })}>{formatMoney(DEMO_CARE.sumaKc)}</p>
          <div role="region" aria-label="Výkony" tabIndex={0} className={css({ overflowX: 'auto' })}>
            <table
              className={css({
                w: 'full',
                borderCollapse: 'collapse',
                fontSize: 'sm',
                '& th, & td': { textAlign: 'left', p: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
                '& th': { color: 'fg.muted' },
              })}
            >
              <caption className={css({ srOnly: true })}>Výkony</caption>
              <thead>
                <tr>
                  <th scope="col">Datum</th>
                  <th scope="col">Výkon</th>
                  <th scope="col">Kód</th>
                  <th scope="col">Počet</th>
                  <th scope="col">Odbornost</th>
                  <th scope="col" className={css({ textAlign: 'right!' })}>
                    Cena
                  </th>
                </tr>
              </thead>
              <tbody>
                {DEMO_CARE.vykony.map((vykon) => (
                  <tr key={vykon.kod}>
                    <td>{formatDateCz(vykon.datum)}</td>
                    <td>
                      {vykon.nazev}
                      <span className={css({ display: 'block', color: 'fg.muted' })}>{vykon.druh}</span>
                    </td>
                    <td>{vykon.kod}</td>
                    <td>
                      {formatNumber(vykon.pocet)} {vykon.jednotka}
                    </td>
                    <td>{vykon.odbornost}</td>
                    <td className={css({ textAlign: 'right!', whiteSpace: 'nowrap' })}>{formatMoney(vykon.cena)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </article>
      </Sample>
    </StyleguideLayout>
  );
}
