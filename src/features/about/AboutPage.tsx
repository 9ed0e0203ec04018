import { css } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { GreenLine, greenLineTexts } from '../../components/GreenLine';
import { Page } from '../../components/Page';
import { VERZE_APLIKACE } from '../../lib/app-info';
import { getStored } from '../../lib/storage';
import { cs } from '../../texts/cs';
import { accessibility, dataProtection } from './texts';

const sectionStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', lineHeight: '1.6' });

/** About the app: version, installation id, data-protection text, accessibility statement. */
export function AboutPage() {
  const instalaceId = getStored('instalaceId');
  return (
    <Page title={cs.O_APLIKACI}>
      <section aria-labelledby="o-aplikaci-udaje" className={card()}>
        <h2 id="o-aplikaci-udaje" className={css({ srOnly: true })}>
          {cs.O_APLIKACI}
        </h2>
        <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '6', rowGap: '2' })}>
          <dt className={css({ fontWeight: 'semibold', color: 'fg.muted' })}>{cs.VERZE}</dt>
          <dd>{VERZE_APLIKACE}</dd>
          <dt className={css({ fontWeight: 'semibold', color: 'fg.muted' })}>{cs.INSTALACE_ID}</dt>
          <dd className={css({ fontFamily: 'mono', overflowWrap: 'anywhere' })}>{instalaceId ?? '–'}</dd>
        </dl>
        <GreenLine lead={greenLineTexts.PORADIME} className={css({ mt: '3' })} />
      </section>

      <section aria-labelledby="ochrana-udaju" className={sectionStyle}>
        <h2 id="ochrana-udaju" className={css({ textStyle: 'sectionTitle' })}>
          {cs.OCHRANA_UDAJU}
        </h2>
        {dataProtection.map((part) => (
          <div key={part.heading} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <h3 className={css({ fontWeight: 'bold' })}>{part.heading}</h3>
            {part.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ))}
      </section>

      <section aria-labelledby="pristupnost" className={sectionStyle}>
        <h2 id="pristupnost" className={css({ textStyle: 'sectionTitle' })}>
          {cs.PRISTUPNOST}
        </h2>
        {accessibility.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
    </Page>
  );
}
