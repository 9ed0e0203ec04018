/**
 * The first card of the start page (issue 16 §1): the selected person's status at a glance —
 * the premium balance with a primary 'Zaplatit' when something is owed, an overview not filed,
 * the next vaccine dose, the last blood pressure, the most urgent check-up and the card's
 * validity — each line with the one action it calls for. Data: GET /stavPojistence.
 *
 * First of all, the requests that wait for the person (issue 34: the insurer asked for
 * documents), each linking to its detail with 'Doložit doklady'. GET /stavPojistence does not
 * carry them, so the card also reads the person's requests (GET /mojeZadosti, the same query as
 * 'Moje žádosti'); the lines show once both have arrived, so nothing moves under the finger.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { addDaysIso, todayIso } from '../../../contract/format';
import type { StavPojistence } from '../../../contract/status';
import type { Zadost } from '../../../contract/insurance';
import { premiumBalanceSentence } from '../../../contract/money';
import {
  bloodPressurePromptApplies,
  doseTitle,
  premiumWhom,
  statePaysSentence,
  urgencyTone,
  waitingRequestTitle,
} from '../../../contract/family-rules';
import { IconAlert, IconCheck, IconChevronRight, IconInfo } from '../../components/icons';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app/use-session';
import { formatDay } from '../../lib/display-dates';
import { requestsWaitingForYou } from '../../app/requests';
import { ELEMENT_TIMING } from '../../lib/element-timing';
import { statusQuery, waitingRequestsQuery } from './status-query';
import { homeTexts as t } from './texts';

type Tone = 'ok' | 'warn' | 'info';

const toneStyles: Record<Tone, string> = {
  ok: css({ color: 'primary.text' }),
  warn: css({ color: 'danger.text' }),
  info: css({ color: 'fg.muted' }),
};
const toneIcons = { ok: IconCheck, warn: IconAlert, info: IconInfo };

const actionLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: 'touch',
  px: '2',
  color: 'primary.text',
  fontWeight: 'semibold',
  textDecoration: 'none',
  borderRadius: 'control',
  whiteSpace: 'nowrap',
  _hover: { bg: 'primary.subtle' },
});

function StatusLine({ tone, text, action }: { tone: Tone; text: string; action?: ReactNode }) {
  const Icon = toneIcons[tone];
  return (
    <li
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: '3',
        rowGap: '1',
        py: '2',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
      })}
    >
      <span className={css({ display: 'flex', alignItems: 'flex-start', gap: '2', flex: '1 1 14rem' })}>
        <span className={cx(toneStyles[tone], css({ flexShrink: 0, mt: '0.5' }))}>
          <Icon size={20} />
        </span>
        <span elementtiming={ELEMENT_TIMING.statusCard}>{text}</span>
      </span>
      {action}
    </li>
  );
}

function GoTo({ to, params, label, what }: { to: LinkProps['to']; params?: LinkProps['params']; label: string; what: string }) {
  return (
    <Link to={to} params={params} className={actionLink} aria-label={`${label}: ${what}`}>
      {label}
      <IconChevronRight size={18} />
    </Link>
  );
}

/** Whose status the card shows: the age rules and the premium sentence depend on it. */
export interface StatusPerson {
  narozen: string | null;
  typZastupce: string | null;
}

/** Lines of the status, most pressing first. */
function StatusLines({
  status,
  waiting,
  pojistenecId,
  person,
}: {
  status: StavPojistence;
  waiting: readonly Zadost[];
  pojistenecId: string;
  person: StatusPerson;
}) {
  const today = todayIso();
  const lines: ReactNode[] = [];
  // What only the person can move on comes first: the insurer waits for their documents.
  for (const request of waiting) {
    const text = waitingRequestTitle(request.typ);
    lines.push(
      <StatusLine
        key={`zadost-${request.id}`}
        tone="warn"
        text={text}
        action={<GoTo to="/komunikace/moje-zadosti/$id" params={{ id: String(request.id) }} label={t.DOLOZIT} what={text} />}
      />,
    );
  }
  // One sentence with the nearest due date; only what is past due is arrears (issue 33).
  // Nothing to pay and the state pays (a child, a student): say so, not 'Vše máte uhrazeno'.
  const statePays = statePaysSentence(status, premiumWhom(person.typZastupce));
  const balance = premiumBalanceSentence(status);
  lines.push(
    balance.tone === 'ok' ? (
      <StatusLine key="saldo" tone="ok" text={statePays ?? balance.text} />
    ) : (
      <StatusLine
        key="saldo"
        tone={balance.tone === 'overdue' ? 'warn' : 'info'}
        text={balance.text}
        action={
          <Link
            to="/moje-pojisteni/uhrada-pojistneho/"
            search={balance.tone === 'overdue' ? { typ: 'DLUH' } : {}}
            className={button()}
            aria-label={balance.tone === 'overdue' ? t.ZAPLATIT_POPIS : t.ZAPLATIT_POJISTNE}
          >
            {t.ZAPLATIT}
          </Link>
        }
      />
    ),
  );
  if (status.prehledOsvcRok !== null) {
    const text = t.PREHLED_NEPODANY(status.prehledOsvcRok);
    lines.push(
      <StatusLine
        key="prehled"
        tone="warn"
        text={text}
        action={<GoTo to="/moje-pojisteni/platby-pojistneho/prehled-osvc/" label={t.PODAT_PREHLED} what={text} />}
      />,
    );
  }
  // What to do, not a state word: the check-up that can be done (or booked) now, with whom to call.
  if (status.prevence) {
    const text = status.prevence.akce;
    lines.push(
      <StatusLine
        key="prevence"
        tone={urgencyTone(status.prevence.naleh) === 'warn' ? 'warn' : 'info'}
        text={text}
        action={
          <GoTo
            to="/moje-zdravi/moje-prevence/$pojistenecId/$id"
            params={{ pojistenecId, id: status.prevence.id }}
            label={t.ZOBRAZIT}
            what={text}
          />
        }
      />,
    );
  } else {
    lines.push(<StatusLine key="prevence" tone="ok" text={t.PREVENCE_V_PORADKU} />);
  }
  if (status.dalsiDavka) {
    const text = doseTitle(status.dalsiDavka.nemoc, status.dalsiDavka.datum, today);
    lines.push(
      <StatusLine
        key="davka"
        tone={status.dalsiDavka.poTerminu ? 'warn' : 'info'}
        text={text}
        action={<GoTo to="/moje-zdravi/ockovani/" label={t.ZOBRAZIT} what={text} />}
      />,
    );
  }
  if (status.posledniTlak) {
    const text = t.TLAK(status.posledniTlak.tlakSyst, status.posledniTlak.tlakDiast, formatDay(status.posledniTlak.datum));
    lines.push(
      <StatusLine key="tlak" tone="info" text={text} action={<GoTo to="/moje-zdravi/moje-zaznamy/" label={t.ZOBRAZIT} what={text} />} />,
    );
  } else if (bloodPressurePromptApplies(person.narozen, today)) {
    // No prompt to measure blood pressure under 18.
    lines.push(
      <StatusLine
        key="tlak"
        tone="info"
        text={t.ZADNY_TLAK}
        action={<GoTo to="/moje-zdravi/moje-zaznamy/" label={t.ZAPSAT} what={t.ZADNY_TLAK} />}
      />,
    );
  }
  if (status.prukazPlatnostDo) {
    // A card that ends within 60 days is worth a warning (a new one takes weeks).
    const endsSoon = status.prukazPlatnostDo.slice(0, 10) <= addDaysIso(today, 60);
    const date = formatDay(status.prukazPlatnostDo);
    const text = endsSoon ? t.PRUKAZ_KONCI(date) : t.PRUKAZ(date);
    lines.push(
      <StatusLine
        key="prukaz"
        tone={endsSoon ? 'warn' : 'ok'}
        text={text}
        action={<GoTo to="/moje-zdravi/ehic/" label={t.ZOBRAZIT} what={text} />}
      />,
    );
  }
  return <ul className={css({ display: 'flex', flexDirection: 'column', listStyle: 'none', p: '0', m: '0' })}>{lines}</ul>;
}

export default function StatusCard({
  pojistenecId,
  personName,
  person,
  onSettled,
}: {
  pojistenecId: string;
  personName: string | null;
  person: StatusPerson;
  /** Called once the status has arrived or failed: the start page shows what lies below only then. */
  onSettled: () => void;
}) {
  const api = useApi();
  // The route's loader asks for the status on every visit; the card that mounts right after it
  // takes that answer instead of asking a second time (it still asks when it has nothing).
  const query = useQuery({ ...statusQuery(api, pojistenecId), refetchOnMount: false });
  const requests = useQuery({ ...waitingRequestsQuery(api, pojistenecId), refetchOnMount: false });
  // A failed list of requests only leaves out their lines; the status stands on its own.
  const settled = !query.isPending && !requests.isPending;
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return (
    <section
      aria-labelledby="stav-nadpis"
      className={cx(card({ elevated: true }), css({ display: 'flex', flexDirection: 'column', gap: '2', minH: '16rem' }))}
    >
      <h2 id="stav-nadpis" className={css({ textStyle: 'sectionTitle' })}>
        {personName ? t.STAV_NADPIS_OSOBY(personName) : t.STAV_NADPIS}
      </h2>
      <QueryView query={{ ...query, isPending: !settled }} small>
        {(status) => (
          <StatusLines
            status={status}
            waiting={requestsWaitingForYou(requests.data?.seznamZadosti ?? [])}
            pojistenecId={pojistenecId}
            person={person}
          />
        )}
      </QueryView>
    </section>
  );
}
