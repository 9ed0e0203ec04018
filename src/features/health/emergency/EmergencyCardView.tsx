/**
 * The emergency card as a rescuer reads it, in the card's own language (the server builds it:
 * contract/settings.ts `emergencyCardOf`): the person, the filled fields, and the note that the
 * person entered them. Used by the English preview and by the public page of a share link.
 */
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import type { EmergentniKarta } from '../../../../contract/settings';

export function EmergencyCardView({ karta, headingLevel = 2 }: { karta: EmergentniKarta; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lang = karta.jazyk === 'EN' ? 'en' : 'cs';
  return (
    <article lang={lang} aria-label={karta.nadpis} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <Heading className={css({ textStyle: 'sectionTitle' })}>
        {karta.pojistenec.jmeno} {karta.pojistenec.prijmeni}
      </Heading>
      <p>
        <span className={css({ color: 'fg.muted' })}>{karta.pojistenec.narozenPopis}: </span>
        {karta.pojistenec.narozenText}
      </p>
      {karta.prazdna ? (
        <p>{karta.prazdna}</p>
      ) : (
        <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1' })}>
          {karta.polozky.map((item) => (
            <div key={item.kod} className={css({ display: 'contents' })}>
              <dt className={css({ color: 'fg.muted' })}>{item.nazev}</dt>
              <dd
                className={css({
                  m: '0',
                  mb: { base: '2', sm: '0' },
                  fontWeight: 'medium',
                  overflowWrap: 'anywhere',
                  whiteSpace: 'pre-line',
                })}
              >
                {item.hodnota}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{karta.poznamka}</p>
    </article>
  );
}
