/**
 * Komunikace se ZPŠ (DOTAZ) and Zdravotní konzultace (KONZULTACE): the person's threads with the
 * insurer, newest activity first, each with its state; a thread (…/{vlakno}) shows its messages,
 * oldest first, with who wrote them and their attachments' names (GET /komunikacePoj).
 */
import { czechCount } from '../../../contract/format';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { threadStateLabels, type VlaknoSouhrn, type ZpravaPolozka } from '../../../contract/communication';
import type { MessageKind } from '../../../contract/enums';
import { GreenLine, greenLineTexts } from '../../components/GreenLine';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { useApi } from '../../app';
import { useHealthPerson } from '../../app/person';
import { formatMomentDay } from '../../lib/display-dates';
import { afterPageSettles } from '../../lib/load-soon';
import { threadsQuery } from './api';
import { composerTexts } from './texts';
import { hasComposerDraft } from './composer-draft';

const t = {
  DOTAZ: 'Kontaktuj ZPŠ',
  KONZULTACE: 'Zdravotní konzultace',
  ZADNA_DOTAZ: 'Zatím jste nám nepsali žádný dotaz.',
  ZADNA_KONZULTACE: 'Zatím nemáte žádnou zdravotní konzultaci.',
  ZPRAV: (n: number) => czechCount(n, 'zpráva', 'zprávy', 'zpráv'),
  POSLEDNI: (datum: string) => `poslední ${datum}`,
  ZPET: 'Zpět na seznam',
  PRILOHY: 'Přílohy',
  VLAKNO_NENALEZENO: 'Toto vlákno mezi vašimi zprávami není.',
  VY: 'Vy',
  POJISTOVNA: 'Pojišťovna',
} as const;

// The composer (the form, the attachment picker and their machines) loads when it is shown: on the
// list after 'Napsat …' (fetched ahead once the page has settled, or on intent), in a thread
// beside the thread's messages. DESIGN §5: form widgets load on first use (issue 38).
const loadComposer = () => import('./Composer');
const Composer = lazy(async () => ({ default: (await loadComposer()).Composer }));
const fetchComposer = () => {
  loadComposer().catch(() => {
    // offline or a new build: showing it loads it again and reports a failure then
  });
};

const threadRoute = (druh: MessageKind) =>
  druh === 'DOTAZ'
    ? ('/komunikace/komunikace-se-zps/{-$vlakno}' as const)
    : ('/komunikace/konzultace-zdravotniho-problemu/{-$vlakno}' as const);

export function ThreadsPage({ druh, vlakno }: { druh: MessageKind; vlakno?: string }) {
  const person = useHealthPerson();
  const title = druh === 'DOTAZ' ? t.DOTAZ : t.KONZULTACE;
  if (!person.pojistenecId || person.viewer !== 'POJISTENEC') {
    return (
      <Page title={title}>
        <CenteredSpinner />
      </Page>
    );
  }
  return vlakno ? (
    <Thread key={`${person.pojistenecId}/${vlakno}`} pojistenecId={person.pojistenecId} druh={druh} vlakno={vlakno} />
  ) : (
    <Threads key={person.pojistenecId} pojistenecId={person.pojistenecId} druh={druh} title={title} />
  );
}

function Threads({ pojistenecId, druh, title }: { pojistenecId: string; druh: MessageKind; title: string }) {
  const api = useApi();
  const query = useQuery(threadsQuery(api, pojistenecId, druh));
  const navigate = useNavigate();
  // A kept draft (a reload while writing) opens the form again.
  const [composing, setComposing] = useState(() => hasComposerDraft(pojistenecId, druh));
  useEffect(() => afterPageSettles(fetchComposer), []);
  const writeButton = (
    <div>
      <button
        type="button"
        className={button({ variant: 'solid' })}
        onPointerEnter={fetchComposer}
        onTouchStart={fetchComposer}
        onFocus={fetchComposer}
        onClick={() => setComposing(true)}
      >
        {druh === 'DOTAZ' ? composerTexts.NAPSAT_DOTAZ : composerTexts.NAPSAT_KONZULTACI}
      </button>
    </div>
  );
  return (
    <Page title={title}>
      {composing ? (
        <Suspense fallback={writeButton}>
          <Composer
            pojistenecId={pojistenecId}
            druhZpravy={druh}
            onCancel={() => setComposing(false)}
            onSent={(answer) => void navigate({ to: threadRoute(druh), params: { vlakno: answer.vlakno.vlakno } })}
          />
        </Suspense>
      ) : (
        writeButton
      )}
      <GreenLine lead={greenLineTexts.RADEJI_ZAVOLATE} />
      <QueryView query={query}>
        {(data) =>
          data.seznamVlaken.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{druh === 'DOTAZ' ? t.ZADNA_DOTAZ : t.ZADNA_KONZULTACE}</p>
          ) : (
            <ul className={cardListStyle}>
              {data.seznamVlaken.map((thread) => (
                <li key={thread.vlakno}>
                  <ThreadLink thread={thread} druh={druh} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Page>
  );
}

function ThreadLink({ thread, druh }: { thread: VlaknoSouhrn; druh: MessageKind }) {
  const answered = thread.stav === 'ODPOVEZENO';
  return (
    <Link to={threadRoute(druh)} params={{ vlakno: thread.vlakno }} className={linkCardStyle}>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {thread.vlakno} · {t.ZPRAV(thread.pocetZprav)} · {t.POSLEDNI(formatMomentDay(thread.posledniZprava))}
      </span>
      <span className={css({ fontWeight: 'bold', color: 'primary.text' })}>{thread.nadpis}</span>
      <span className={css({ fontSize: 'sm', fontWeight: 'semibold', color: answered ? 'primary.text' : 'warning.text' })}>
        {threadStateLabels[thread.stav]}
      </span>
    </Link>
  );
}

function Thread({ pojistenecId, druh, vlakno }: { pojistenecId: string; druh: MessageKind; vlakno: string }) {
  const api = useApi();
  const query = useQuery(threadsQuery(api, pojistenecId, druh, vlakno));
  const thread = query.data?.seznamVlaken.find((item) => item.vlakno === vlakno);
  // the reply form shows under the messages: its code comes while they load
  useEffect(fetchComposer, []);
  return (
    <Page title={thread?.nadpis ?? (druh === 'DOTAZ' ? t.DOTAZ : t.KONZULTACE)}>
      <Link
        to={threadRoute(druh)}
        params={{ vlakno: undefined }}
        className={css({
          color: 'primary.text',
          fontWeight: 'semibold',
          textDecoration: 'underline',
          minH: '44px',
          display: 'inline-flex',
          alignItems: 'center',
        })}
      >
        {t.ZPET}
      </Link>
      <QueryView query={query}>
        {(data) =>
          !thread ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.VLAKNO_NENALEZENO}</p>
          ) : (
            <>
              <p className={css({ color: 'fg.muted' })}>
                {thread.vlakno} · {threadStateLabels[thread.stav]}
              </p>
              <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
                {data.zpravy.map((message) => (
                  <li key={message.id}>
                    <Message message={message} />
                  </li>
                ))}
              </ol>
              <Suspense fallback={null}>
                <Composer pojistenecId={pojistenecId} druhZpravy={druh} vlakno={vlakno} nadpis={thread.nadpis} onSent={() => undefined} />
              </Suspense>
            </>
          )
        }
      </QueryView>
    </Page>
  );
}

function Message({ message }: { message: ZpravaPolozka }) {
  const fromInsurer = message.autor === 'POJISTOVNA';
  return (
    <article
      aria-label={`${fromInsurer ? t.POJISTOVNA : t.VY}, ${formatMomentDay(message.datum)}`}
      className={cx(
        card(),
        css({ display: 'flex', flexDirection: 'column', gap: '2', ml: fromInsurer ? '0' : { base: '4', sm: '12' } }),
        fromInsurer ? css({ borderLeftWidth: '4px', borderLeftColor: 'primary.default' }) : css({ bg: 'primary.subtle' }),
      )}
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <strong className={css({ color: 'fg.default' })}>{message.autorNazev}</strong> · {formatMomentDay(message.datum)}
      </p>
      <div className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: '1.6' })}>{message.telo}</div>
      {message.prilohy.length > 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t.PRILOHY}: {message.prilohy.map((file) => file.nazev).join(', ')}
        </p>
      ) : null}
    </article>
  );
}
