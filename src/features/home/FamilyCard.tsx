/**
 * The 'Rodina' block of the start page (issue 37): one row per other person the user represents,
 * with what is due for them now — a check-up, a vaccine dose, a request waiting for documents,
 * unread messages — ranked by the contract's rules (the server sends them ranked). Each item opens
 * its screen already switched to that person: the link switches the represented person the way the
 * person switcher does (the same actor's `select`), then navigates. Data: GET /rodina/prehled.
 */
import { Link, type LinkProps } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { familyItemTone } from '../../../contract/family-rules';
import type { RodinnaOsoba, RodinnaPolozka } from '../../../contract/family';
import type { PersonIdWire } from '../../../contract/ids';
import { fullName } from '../../../contract/person';
import { IconAlert, IconBell, IconChevronRight, IconInfo } from '../../components/icons';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app/use-session';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { familyQuery } from './family-query';
import { homeTexts as t } from './texts';

/** Where an item leads (the kinds of contract/family.ts). */
function targetOf(item: RodinnaPolozka, pojistenecId: string): Pick<LinkProps, 'to' | 'params'> {
  switch (item.druh) {
    case 'PREVENCE':
      return item.odkaz
        ? { to: '/moje-zdravi/moje-prevence/$pojistenecId/$id', params: { pojistenecId, id: item.odkaz } }
        : { to: '/moje-zdravi/moje-prevence/' };
    case 'ZADOST':
      return item.odkaz ? { to: '/komunikace/moje-zadosti/$id', params: { id: item.odkaz } } : { to: '/komunikace/moje-zadosti/' };
    case 'OCKOVANI':
      return { to: '/moje-zdravi/ockovani/' };
    case 'ZPRAVY':
      return { to: '/komunikace/upozorneni/' };
  }
}

const toneStyle = {
  warn: css({ color: 'danger.text' }),
  info: css({ color: 'primary.text' }),
  later: css({ color: 'fg.muted' }),
};

const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: 'touch',
  py: '2',
  px: '2',
  mx: '-2',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  '&[href]:hover': { bg: 'primary.subtle' },
  '& > svg:last-child': { ml: 'auto', flexShrink: 0, color: 'primary.text' },
});

function Item({
  item,
  person,
  name,
  onOpen,
  disabled,
}: {
  item: RodinnaPolozka;
  person: RodinnaOsoba;
  name: string;
  onOpen: () => void;
  disabled: boolean;
}) {
  const tone = familyItemTone(item);
  const Icon = item.druh === 'ZPRAVY' ? IconBell : tone === 'warn' ? IconAlert : IconInfo;
  const content = (
    <>
      <span className={cx(toneStyle[tone], css({ flexShrink: 0, alignSelf: 'flex-start', mt: '0.5' }))}>
        <Icon
          size={20}
          title={
            item.druh === 'ZPRAVY'
              ? t.RODINA_ZPRAVY
              : tone === 'warn'
                ? t.RODINA_TED
                : tone === 'info'
                  ? t.RODINA_LZE_OBJEDNAT
                  : t.RODINA_POZDEJI
          }
        />
      </span>
      <span className={css({ flex: 1, color: tone === 'later' ? 'fg.muted' : 'fg.default' })}>{item.nazev}</span>
    </>
  );
  if (disabled) return <span className={itemStyle}>{content}</span>;
  return (
    <Link
      {...targetOf(item, String(person.pojistenecId))}
      className={itemStyle}
      aria-label={`${name}: ${item.nazev}`}
      data-family-item={item.druh}
      onClick={onOpen}
    >
      {content}
      <IconChevronRight size={20} />
    </Link>
  );
}

function PersonRow({ person, index, disabled }: { person: RodinnaOsoba; index: number; disabled: boolean }) {
  const { select, currentIndex } = useRepresentedPerson();
  const name = fullName(person);
  const headingId = `rodina-osoba-${String(person.pojistenecId)}`;
  const open = () => {
    if (index !== currentIndex) select(index);
  };
  return (
    <li
      data-family-person={String(person.pojistenecId)}
      className={css({
        py: '3',
        borderTopWidth: { base: '1px', md: '0' },
        borderColor: 'border.default',
        _first: { borderTopWidth: '0', pt: '0' },
        md: { pt: '0' },
      })}
    >
      <h3 id={headingId} className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
        {name}
      </h3>
      {person.polozky.length === 0 ? (
        <p className={css({ color: 'fg.muted', py: '2' })}>{t.RODINA_NIC}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column' })}>
          {person.polozky.map((item) => (
            <li key={`${item.druh}-${item.odkaz ?? ''}-${item.nazev}`}>
              <Item item={item} person={person} name={name} onOpen={open} disabled={disabled} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The family block; nothing when the user represents no one else. `exceptId`: the person whose
 * status card is shown above (their items are there already).
 */
export default function FamilyCard({ exceptId }: { exceptId: PersonIdWire | null }) {
  const api = useApi();
  const { persons, readOnly } = useRepresentedPerson();
  const others = persons.filter((person) => String(person.pojistenecId) !== String(exceptId));
  const query = useQuery({ ...familyQuery(api), enabled: others.length > 0 });
  if (others.length === 0) return null;
  return (
    <section
      aria-labelledby="rodina-nadpis"
      data-family=""
      className={cx(card({ elevated: true }), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}
      // Keeps roughly the rows' place while they load, so what is below moves less.
      style={query.isPending ? { minHeight: `${others.length * 5 + 3}rem` } : undefined}
    >
      <h2 id="rodina-nadpis" className={css({ textStyle: 'sectionTitle' })}>
        {t.RODINA}
      </h2>
      {readOnly ? <p className={css({ color: 'fg.muted' })}>{t.RODINA_JEN_CIST}</p> : null}
      <QueryView query={query} small label={t.RODINA_NACITANI}>
        {(data) => (
          // A phone lists the persons one below another; a wide screen sets them side by side, so
          // the whole family fits one screen.
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(16rem, 1fr))' },
              columnGap: '6',
            })}
          >
            {data.seznamOsob.flatMap((person) => {
              if (String(person.pojistenecId) === String(exceptId)) return [];
              const index = persons.findIndex((p) => String(p.pojistenecId) === String(person.pojistenecId));
              return index < 0 ? [] : [<PersonRow key={String(person.pojistenecId)} person={person} index={index} disabled={readOnly} />];
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
