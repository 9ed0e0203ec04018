/** The confirmation after filing: the computed rows, the settlement in words (with the way to pay arrears) and 'Stáhnout PDF'. */
import { formatCrowns } from '../../../contract/format';
import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import type { PrehledOsvcPodany } from '../../../contract/insurance';
import { IconCheck } from '../../components/icons';
import { IconDownload } from '../../components/form/icons';
import { settlementKind, settlementWords } from './format';
import { ComputedRows } from './ReviewStep';
import { osvcTexts } from './texts';

export function SubmittedStep({
  result,
  downloading,
  onPdf,
  onClose,
}: {
  result: PrehledOsvcPodany;
  downloading: boolean;
  onPdf: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const { vypocet } = result;
  const kind = settlementKind(vypocet.vyrovnani);
  return (
    <section aria-labelledby="osvc-odeslano" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={cx(card({ tone: 'primary' }), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
        <h2
          id="osvc-odeslano"
          ref={ref}
          tabIndex={-1}
          className={css({ textStyle: 'sectionTitle', outline: 'none', display: 'flex', alignItems: 'center', gap: '2' })}
        >
          <IconCheck size={24} />
          {osvcTexts.ODESLANO_NADPIS}
        </h2>
        <p>{osvcTexts.ODESLANO(result.rok)}</p>
        <p className={css({ fontSize: 'lg', fontWeight: 'bold' })} data-settlement={kind}>
          {settlementWords(vypocet.vyrovnani, true)}
        </p>
        {kind === 'nedoplatek' ? (
          <div>
            <Link to="/moje-pojisteni/uhrada-pojistneho/" search={{ typ: 'DOPLATEK_OSVC' }} className={button()}>
              {osvcTexts.ZAPLATIT}
            </Link>
          </div>
        ) : null}
        <p className={css({ color: 'fg.muted' })}>{osvcTexts.NOVA_ZALOHA(formatCrowns(vypocet.radek51), result.rok + 1)}</p>
        {result.dopad ? <p data-dopad="">{result.dopad}</p> : null}
      </div>
      <section aria-labelledby="osvc-vypocet-podany" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
        <h3 id="osvc-vypocet-podany" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {osvcTexts.VYPOCET}
        </h3>
        <ComputedRows overview={vypocet} />
      </section>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'space-between' })}>
        <button type="button" className={button({ variant: 'outline' })} onClick={onClose}>
          {osvcTexts.ZPET_NA_PREHLEDY}
        </button>
        <button type="button" className={button()} onClick={onPdf} disabled={downloading} aria-busy={downloading || undefined}>
          <IconDownload size={20} />
          {osvcTexts.STAHNOUT_PDF}
        </button>
      </div>
    </section>
  );
}
