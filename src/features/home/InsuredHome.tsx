import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { badge, button, card, iconButton } from '../../../styled-system/recipes';
import type { PersonIdWire } from '../../../contract/ids';
import { fullName } from '../../../contract/person';
import { todayIso } from '../../../contract/format';
import { QueryView } from '../../components/QueryView';
import { IconBell, IconChevronRight, IconEye, IconEyeOff, IconExternal, IconPin } from '../../components/icons';
import { Page } from '../../components/Page';
import { cs } from '../../texts/cs';
import { useApi } from '../../app/use-session';
import { useRepresentedPerson } from '../../app/use-represented-person';
import { useUnreadCount } from '../../app/unread';
import { menuLinkTo, visibleMenu } from '../../app/menu';
import { homeTexts } from './texts';
import { widgetLinkStyle as linkStyle } from './widget-styles';

// The status card and the GP widget load beside their data (the route starts the status query):
// they and their contract modules stay out of the start page's first chunk.
const StatusCard = lazy(() => import('./StatusCard'));
const GpWidget = lazy(() => import('./GpWidget'));
// The family's block (issue 37) loads beside its data too.
const FamilyCard = lazy(() => import('./FamilyCard'));
import { BANNERS_WIDGET, bannersQuery, GP_WIDGET } from './api';
import { arrangeWidgets, hideWidget, showWidget, togglePinned } from './widgets';
import { useWidgetPrefs } from './useWidgetPrefs';

interface WidgetDefinition {
  id: string;
  title: string;
  render: () => ReactNode;
}

function UnreadWidget({ pojistenecId }: { pojistenecId: PersonIdWire | undefined }) {
  const query = useUnreadCount(pojistenecId);
  return (
    <QueryView query={query} small>
      {(count) => (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <p className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <span
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                w: '12',
                h: '12',
                borderRadius: 'full',
                bg: 'primary.subtle',
                color: 'primary.text',
                flexShrink: 0,
              })}
            >
              <IconBell />
            </span>
            <span>
              <span className={css({ display: 'block', fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.1' })} aria-hidden="true">
                {count}
              </span>
              <span>{cs.WIDGET_ZPRAVY_POCET(count)}</span>
            </span>
          </p>
          <Link to="/komunikace/upozorneni/" className={linkStyle}>
            {cs.WIDGET_ZPRAVY_ODKAZ}
            <IconChevronRight size={20} />
          </Link>
        </div>
      )}
    </QueryView>
  );
}

function BannerLink({ url, text }: { url: string; text: string }) {
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={linkStyle}>
        {text}
        <IconExternal size={18} title="(otevře se v novém okně)" />
      </a>
    );
  }
  if (url.startsWith('/')) {
    return (
      <Link to={url as '/'} className={linkStyle}>
        {text}
        <IconChevronRight size={20} />
      </Link>
    );
  }
  return null;
}

function BannersWidget() {
  const api = useApi();
  const query = useQuery(bannersQuery(api));
  return (
    <QueryView query={query} small>
      {(data) =>
        data.seznamBaneru.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{cs.WIDGET_AKTUALITY_PRAZDNE}</p>
        ) : (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {data.seznamBaneru.map((banner) => (
              <li key={banner.id} className={card({ tone: 'primary' })}>
                <h3 className={css({ fontWeight: 'bold', mb: '1' })}>{banner.nadpis}</h3>
                <p className={css({ color: 'fg.default' })}>{banner.text}</p>
                {banner.odkazUrl ? <BannerLink url={banner.odkazUrl} text={banner.odkazText ?? cs.ODKAZ_VICE} /> : null}
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

function WidgetCard({
  widget,
  editing,
  pinned,
  onTogglePin,
  onHide,
}: {
  widget: WidgetDefinition;
  editing: boolean;
  pinned: boolean;
  onTogglePin: () => void;
  onHide: () => void;
}) {
  const headingId = `widget-${widget.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cx(card({ elevated: true }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minH: 'touch' })}>
        <h2 id={headingId} className={css({ flex: 1, textStyle: 'sectionTitle' })}>
          {widget.title}
        </h2>
        {pinned ? (
          <span className={badge({ tone: 'neutral' })}>
            <IconPin size={12} /> {cs.WIDGET_PRIPNUTO}
          </span>
        ) : null}
        {editing ? (
          <>
            <button
              type="button"
              className={iconButton()}
              aria-pressed={pinned}
              aria-label={pinned ? cs.WIDGET_ODEPNOUT(widget.title) : cs.WIDGET_PRIPNOUT(widget.title)}
              onClick={onTogglePin}
            >
              <IconPin />
            </button>
            <button type="button" className={iconButton()} aria-label={cs.WIDGET_SKRYT(widget.title)} onClick={onHide}>
              <IconEyeOff />
            </button>
          </>
        ) : null}
      </div>
      {widget.render()}
    </section>
  );
}

/** Menu items offered as quick actions under the status (their labels stay the menu's). */
const QUICK_ACTIONS = ['ehic', 'kontaktuj-zps', 'cerpana-pece', 'zdravotni-programy'] as const;

const quickActionStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  minH: 'touch',
  // the two columns of a 320 px phone: a label breaks between words instead of pushing past the edge
  minW: 0,
  px: '3',
  py: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  color: 'primary.text',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { bg: 'primary.subtle' },
});

/**
 * The insured person's start page (issue 16 §1): the greeting of the signed-in user, the selected
 * person's status first, a few quick actions, then the widgets that can be pinned or hidden
 * (document 1 §2). The menu stays in the menu; editing the widgets is a secondary action below.
 */
export function InsuredHome() {
  const { current, persons } = useRepresentedPerson();
  // The greeting is for the signed-in user, also while a child's data is shown (issue 16 §2).
  const self = persons.find((person) => person.typZastupce === 'SAM_NA_SEBE') ?? null;
  const [prefs, updatePrefs] = useWidgetPrefs();
  const [editing, setEditing] = useState(false);
  // What lies below the status card appears with the status, not before it: the card's height
  // depends on its lines, and content shown earlier would jump down (CLS 0.16 on a phone).
  const [statusSettled, setStatusSettled] = useState(false);
  const markStatusSettled = useCallback(() => setStatusSettled(true), []);
  const today = todayIso();
  const pojistenecId = current ? String(current.pojistenecId) : null;
  const showBelowStatus = statusSettled || !pojistenecId;

  const quickActions = useMemo(() => {
    const items = visibleMenu({ accountType: 'POJISTENEC', person: current, today }).flatMap((group) => group.items);
    return QUICK_ACTIONS.map((id) => items.find((item) => item.id === id)).filter((item) => item !== undefined);
  }, [current, today]);

  const widgets = useMemo<WidgetDefinition[]>(
    () => [
      { id: 'zpravy', title: cs.WIDGET_ZPRAVY, render: () => <UnreadWidget pojistenecId={current?.pojistenecId} /> },
      ...(pojistenecId
        ? [
            {
              id: GP_WIDGET,
              title: homeTexts.LEKAR,
              render: () => (
                <Suspense fallback={null}>
                  <GpWidget pojistenecId={pojistenecId} />
                </Suspense>
              ),
            },
          ]
        : []),
      { id: BANNERS_WIDGET, title: cs.WIDGET_AKTUALITY, render: () => <BannersWidget /> },
    ],
    [current, pojistenecId],
  );

  const { visible, hidden } = arrangeWidgets(widgets, prefs);
  const title = self ? cs.POZDRAV(fullName(self.pojistenec)) : cs.POZDRAV_OBECNY;
  const showsOther = current && self && current.pojistenecId !== self.pojistenecId;

  return (
    <Page title={title}>
      {pojistenecId ? (
        // The fallback keeps the card's place, so nothing below moves when it arrives.
        <Suspense fallback={<div className={cx(card({ elevated: true }), css({ minH: '16rem' }))} aria-busy="true" />}>
          <StatusCard
            pojistenecId={pojistenecId}
            personName={showsOther ? fullName(current.pojistenec) : null}
            person={{ narozen: current?.narozen ?? null, typZastupce: current?.typZastupce ?? null }}
            onSettled={markStatusSettled}
          />
        </Suspense>
      ) : null}

      {showBelowStatus ? (
        <>
          {/* Everyone else the user represents, with what is due for them (unread messages too). */}
          <Suspense fallback={null}>
            <FamilyCard exceptId={current?.pojistenecId ?? null} />
          </Suspense>
          {quickActions.length > 0 ? (
            <nav aria-label={homeTexts.RYCHLE_AKCE}>
              <ul
                className={css({
                  display: 'grid',
                  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
                  gap: '3',
                })}
              >
                {quickActions.map((item) => (
                  <li key={item.id} className={css({ display: 'flex' })}>
                    <Link to={menuLinkTo(item.to)} className={cx(quickActionStyle, css({ flex: 1 }))}>
                      {item.label}
                      <IconChevronRight size={20} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          <h2 className={css({ srOnly: true })}>{cs.WIDGETY_NADPIS}</h2>
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              gap: '4',
              alignItems: 'start',
            })}
          >
            {visible.map((widget) => (
              <WidgetCard
                key={widget.id}
                widget={widget}
                editing={editing}
                pinned={prefs.pripnute.includes(widget.id)}
                onTogglePin={() => updatePrefs((p) => togglePinned(p, widget.id))}
                onHide={() => updatePrefs((p) => hideWidget(p, widget.id))}
              />
            ))}
          </div>

          {editing ? (
            <section id="widgety-nastaveni" aria-labelledby="widgety-skryte" className={card()}>
              <h2 id="widgety-skryte" className={css({ textStyle: 'sectionTitle', mb: '2' })}>
                {cs.WIDGETY_SKRYTE}
              </h2>
              {hidden.length === 0 ? (
                <p role="status">{cs.WIDGETY_VSECHNY_ZOBRAZENY}</p>
              ) : (
                <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                  {hidden.map((widget) => (
                    <li key={widget.id} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                      <span className={css({ flex: 1 })}>{widget.title}</span>
                      <button
                        type="button"
                        className={button({ variant: 'ghost' })}
                        aria-label={cs.WIDGET_ZOBRAZIT(widget.title)}
                        onClick={() => updatePrefs((p) => showWidget(p, widget.id))}
                      >
                        <IconEye size={20} /> {cs.ZOBRAZIT}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
          <div>
            <button
              type="button"
              className={button({ variant: editing ? 'solid' : 'ghost' })}
              aria-expanded={editing}
              aria-controls="widgety-nastaveni"
              onClick={() => setEditing((value) => !value)}
            >
              {editing ? cs.WIDGETY_HOTOVO : cs.WIDGETY_UPRAVIT}
            </button>
          </div>
        </>
      ) : null}
    </Page>
  );
}
