/** Pieces shared by the prevention list and detail: the traffic light in words and the label/value rows. */
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { trafficLightLabels, type TrafficLight } from '../../../contract/enums';
import type { NavstevaPrevence, PrevencePolozka } from '../../../contract/prevention';
import { formatDay } from '../../lib/display-dates';
import { preventionTexts as t } from './texts';

const lightClasses: Record<TrafficLight, string> = {
  CERVENA: css({ bg: 'red.700' }),
  ZLUTA: css({ bg: 'amber.400' }),
  ZELENA: css({ bg: 'green.700' }),
  NESPECIFIKOVANO: css({ bg: 'grey.400' }),
};

/** The state sentence with its traffic light (the colour also said in words for screen readers). */
export function StateLine({ item }: { item: PrevencePolozka }) {
  return (
    <p className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <span
        aria-hidden="true"
        className={cx(css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'full', flexShrink: 0 }), lightClasses[item.semafor])}
      />
      <span>
        <span className={css({ srOnly: true })}>
          {t.SEMAFOR}: {trafficLightLabels[item.semafor]}.{' '}
        </span>
        <strong>{item.stavPopis}</strong>
      </span>
    </p>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'contents' })}>
      <dt className={css({ color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ m: '0', mb: { base: '2', sm: '0' }, overflowWrap: 'anywhere' })}>{children}</dd>
    </div>
  );
}

export const rowsStyle = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1' });

/** The rows every view of an item shows: next date, last visit, what is missing (then a view's own rows, aligned with them). */
export function StatusRows({ item, children }: { item: PrevencePolozka; children?: ReactNode }) {
  return (
    <dl className={rowsStyle}>
      {item.dalsiTermin ? <Row label={t.DALSI_TERMIN}>{formatDay(item.dalsiTermin)}</Row> : null}
      {item.posledniNavsteva ? <Row label={t.POSLEDNI}>{formatDay(item.posledniNavsteva.datum)}</Row> : null}
      {item.coChybi ? <Row label={t.CO_CHYBI}>{item.coChybi}</Row> : null}
      {children}
    </dl>
  );
}

export const visitKey = (visit: NavstevaPrevence) => `${visit.datum}-${visit.zdroj}-${visit.pripadId ?? visit.kontrolaId ?? ''}`;
