import { createFileRoute } from '@tanstack/react-router';
import { css, cx } from '../../styled-system/css';
import { badge, button, card, iconButton } from '../../styled-system/recipes';
import { formatDateCz, formatMoney } from '../../contract/format';
import { IconBell, IconHelp, IconMenu, IconPdf } from '../components/icons';
import { DEMO_COUPONS } from '../components/styleguide/coupons';
import { Sample, StyleguideLayout } from '../components/styleguide/StyleguideLayout';
import { cs } from '../texts/cs';
import { bootTexts } from '../texts/boot';

export const Route = createFileRoute('/stylyButtony')({
  staticData: { title: bootTexts.STYLY_BUTTONY, public: true },
  component: StylyButtony,
});

const isLocalhost = () => typeof window !== 'undefined' && ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

function StylyButtony() {
  return (
    <StyleguideLayout title={cs.STYLY_BUTTONY}>
      <Sample title="Tlačítka">
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <button type="button" className={button()}>
            Hlavní akce
          </button>
          <button type="button" className={button({ variant: 'outline' })}>
            Vedlejší akce
          </button>
          <button type="button" className={button({ variant: 'ghost' })}>
            Méně výrazná
          </button>
          <button type="button" className={button({ variant: 'link' })}>
            Odkaz
          </button>
          <button type="button" className={button({ variant: 'danger' })}>
            Smazat
          </button>
          <button type="button" className={button()} disabled>
            Nedostupné
          </button>
        </div>
        <button type="button" className={button({ size: 'lg', block: true })}>
          Velké tlačítko přes celou šířku
        </button>
      </Sample>
      <Sample title="Ikonová tlačítka a odznaky">
        <div
          className={css({
            display: 'flex',
            gap: '1',
            alignItems: 'center',
            bg: 'primary.default',
            p: '2',
            borderRadius: 'control',
            w: 'fit-content',
          })}
        >
          <button type="button" aria-label="Menu" className={iconButton({ tone: 'onPrimary' })}>
            <IconMenu />
          </button>
          <button type="button" aria-label="Stáhnout PDF" className={iconButton({ tone: 'onPrimary' })}>
            <IconPdf />
          </button>
          <button type="button" aria-label="Nápověda" className={iconButton({ tone: 'onPrimary' })}>
            <IconHelp />
          </button>
          <button type="button" aria-label="Nepřečtené zprávy: 120" className={iconButton({ tone: 'onPrimary' })}>
            <IconBell />
            <span aria-hidden="true" className={css({ position: 'absolute', top: '1', left: '6' })}>
              <span className={cx(badge({ tone: 'onPrimary' }), css({ _before: { content: 'attr(data-badge)' } }))} data-badge="99+" />
            </span>
          </button>
        </div>
        <div className={css({ display: 'flex', gap: '2' })}>
          <span className={badge()}>5</span>
          <span className={badge({ tone: 'primary' })}>Nové</span>
          <span className={badge({ tone: 'neutral' })}>Připnuto</span>
        </div>
      </Sample>
      {isLocalhost() ? (
        <Sample title={cs.KUPONY}>
          <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' })}>
            {DEMO_COUPONS.map((coupon) => (
              <li
                key={coupon.kod}
                className={cx(
                  card({ tone: coupon.uplatneno ? 'plain' : 'primary' }),
                  css({ display: 'flex', flexDirection: 'column', gap: '1' }),
                )}
              >
                <h3 className={css({ fontWeight: 'bold' })}>{coupon.nazev}</h3>
                <p className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'primary.text' })}>{formatMoney(coupon.castka)}</p>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {cs.KUPON_PLATNOST} {formatDateCz(coupon.platnostDo)}
                </p>
                <p className={css({ fontSize: 'sm' })}>
                  {cs.KUPON_KOD}: <code className={css({ fontFamily: 'mono', fontWeight: 'bold' })}>{coupon.kod}</code>
                </p>
                {coupon.uplatneno ? (
                  <span className={cx(badge({ tone: 'neutral' }), css({ alignSelf: 'flex-start' }))}>{cs.KUPON_UPLATNEN}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Sample>
      ) : null}
    </StyleguideLayout>
  );
}
