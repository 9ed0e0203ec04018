/**
 * The insurer's green line (contract/contact.ts): the free number as a `tel:` link — a tap on a
 * phone calls it — with its hours, wherever a person looks for help.
 */
import { css, cx } from '../../styled-system/css';
import { greenLine } from '../../contract/contact';
import { makeIcon } from './icons';

const IconPhone = makeIcon(
  'Phone',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);

/** The words around the number (the number and hours: contract/contact.ts). */
export const greenLineTexts = {
  ZELENA_LINKA: 'Zelená linka',
  ZAVOLAT: (cislo: string) => `Zavolat na zelenou linku ${cislo}`,
  /** Where the screen offers a call instead of writing. */
  RADEJI_ZAVOLATE: 'Raději zavoláte?',
  PORADIME: 'Potřebujete poradit?',
} as const;

export function GreenLine({ lead, className }: { lead?: string; className?: string }) {
  // Flex items wrap whole: the number with its label, then the hours, never split mid-way.
  return (
    <p
      className={cx(css({ display: 'flex', alignItems: 'center', columnGap: '2', rowGap: '0', flexWrap: 'wrap' }), className)}
      data-green-line=""
    >
      <span className={css({ color: 'primary.text', display: 'inline-flex' })}>
        <IconPhone size={20} />
      </span>
      {lead ? <span className={css({ fontWeight: 'semibold' })}>{lead}</span> : null}{' '}
      <span className={css({ whiteSpace: 'nowrap' })}>
        {greenLineTexts.ZELENA_LINKA}{' '}
        <a
          href={`tel:${greenLine.telefon}`}
          aria-label={greenLineTexts.ZAVOLAT(greenLine.cislo)}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            minH: 'touch',
            color: 'primary.text',
            fontWeight: 'bold',
            textDecoration: 'underline',
            textUnderlineOffset: '3px',
          })}
        >
          {greenLine.cislo}
        </a>
        ,
      </span>{' '}
      <span className={css({ whiteSpace: 'nowrap' })}>{greenLine.hodiny}</span>
    </p>
  );
}
