import { createFileRoute } from '@tanstack/react-router';
import { css, cx } from '../../styled-system/css';
import { card } from '../../styled-system/recipes';
import { formatBirthNumber, formatDateCz } from '../../contract/format';
import { IconChevronRight } from '../components/icons';
import { Sample, StyleguideLayout } from '../components/styleguide/StyleguideLayout';
import { cs } from '../texts/cs';
import { bootTexts } from '../texts/boot';

export const Route = createFileRoute('/stylySeznamy')({
  staticData: { title: bootTexts.STYLY_SEZNAMY, public: true },
  component: StylySeznamy,
});

const rowStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '56px',
  px: '4',
  color: 'fg.default',
  textDecoration: 'none',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: 0 },
  _hover: { bg: 'primary.subtle' },
  '& svg': { ml: 'auto', color: 'fg.subtle' },
});

function StylySeznamy() {
  return (
    <StyleguideLayout title={cs.STYLY_SEZNAMY}>
      <Sample title="Seznam odkazů">
        <ul className={cx(card(), css({ p: '0!', overflow: 'hidden' }))}>
          {['Čerpaná péče', 'Moje prevence', 'Očkování', 'Moje léky'].map((label) => (
            <li key={label}>
              <a href="#seznam" className={rowStyle}>
                <span>{label}</span>
                <IconChevronRight size={20} />
              </a>
            </li>
          ))}
        </ul>
      </Sample>
      <Sample title="Seznam údajů">
        <dl
          className={cx(
            card(),
            css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '6', rowGap: '2' }),
          )}
        >
          <dt className={css({ color: 'fg.muted', fontWeight: 'semibold' })}>Rodné číslo</dt>
          <dd>{formatBirthNumber('8001011234')}</dd>
          <dt className={css({ color: 'fg.muted', fontWeight: 'semibold' })}>Datum narození</dt>
          <dd>{formatDateCz('1980-01-01')}</dd>
          <dt className={css({ color: 'fg.muted', fontWeight: 'semibold' })}>Zdravotní pojišťovna</dt>
          <dd>ZPŠ (209)</dd>
        </dl>
      </Sample>
      <Sample title="Odrážky a číslovaný seznam">
        <ul className={css({ listStyleType: 'disc', pl: '6', display: 'flex', flexDirection: 'column', gap: '1' })}>
          <li>první položka</li>
          <li>druhá položka</li>
        </ul>
        <ol className={css({ listStyleType: 'decimal', pl: '6', display: 'flex', flexDirection: 'column', gap: '1' })}>
          <li>první krok</li>
          <li>druhý krok</li>
        </ol>
      </Sample>
    </StyleguideLayout>
  );
}
