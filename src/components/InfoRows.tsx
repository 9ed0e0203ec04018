/** Label/value pairs of a detail card: stacked on a phone, two columns from the sm breakpoint. */
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

export type InfoRow = readonly [label: string, value: ReactNode];

export function InfoRows({ rows }: { rows: ReadonlyArray<InfoRow> }) {
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1' })}>
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={css({ color: 'fg.muted' })}>{label}</dt>
          <dd className={css({ m: '0', mb: { base: '2', sm: '0' }, overflowWrap: 'anywhere' })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
