/** Pieces shared by the doctor and partner screens: label/value rows and the opening hours. */
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { type PartnerDetail } from '../../../contract/partners';
import { czechDayNames } from '../../../contract/enums';
import { careNetworkTexts as t } from './texts';

export { InfoRows } from '../../components/InfoRows';

export const linkStyle = css({
  color: 'primary.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '44px',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

export function addressLine(adresa: { ulice: string; obec: string; psc: string }): string {
  return `${adresa.ulice}, ${adresa.psc} ${adresa.obec}`;
}

export function contactRows(item: { telefon: string | null; email: string | null; web: string | null }): Array<[string, ReactNode]> {
  return [
    ...(item.telefon
      ? [
          [
            t.TELEFON,
            <a className={linkStyle} href={`tel:${item.telefon.replace(/\s/g, '')}`}>
              {item.telefon}
            </a>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(item.email
      ? [
          [
            t.EMAIL,
            <a className={linkStyle} href={`mailto:${item.email}`}>
              {item.email}
            </a>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(item.web
      ? [
          [
            t.WEB,
            <a className={linkStyle} href={item.web} rel="noopener noreferrer" target="_blank">
              {item.web.replace(/^https?:\/\//, '')}
            </a>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
}

/** Monday to Sunday; a day without a row is closed. */
export function OpeningHours({ hours }: { hours: PartnerDetail['ordinacniHodiny'] }) {
  return (
    <table className={css({ borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', py: '1', pr: '4', verticalAlign: 'top' } })}>
      <caption className={css({ textAlign: 'left', fontWeight: 'bold', pb: '1' })}>{t.ORDINACNI_HODINY}</caption>
      <tbody>
        {czechDayNames.map((name, index) => {
          const rows = hours.filter((row) => row.den === index + 1);
          return (
            <tr key={name}>
              <th scope="row" className={css({ fontWeight: 'normal', color: 'fg.muted' })}>
                {name}
              </th>
              <td>
                {rows.length === 0
                  ? t.ZAVRENO
                  : rows.map((row) => `${row.od}–${row.do}${row.poznamka ? ` (${row.poznamka})` : ''}`).join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
