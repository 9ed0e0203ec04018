/**
 * Reklamace péče (/moje-zdravi/cerpana-pece/reklamace/{pripadId}): the careComplaint flow
 * (use-care-complaint.ts) over the case's information (GET /reklamacePecePripadInfo/{id}) —
 * the procedures in question (those with an open complaint cannot be chosen), the reason, the
 * anonymity and contact, the review — then the confirmation with a link to the request in
 * 'Moje žádosti'. Only for the person or a representative (a doctor reads care, never complains).
 */
import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { type PripadInfo } from '../../../contract/care';
import { reklamacePece } from '../../../contract/routes.gen';
import { complaintAnonymity, complaintAnonymityLabels } from '../../../contract/enums';
import { formatCrowns } from '../../../contract/format';
import { limits } from '../../../contract/rules';
import { complaintInputSteps, type ComplaintUrlStep } from '../../../machines/careComplaint/careComplaint.machine';
import { Checkbox, RadioGroup, Textarea, TextInput } from '../../components/form';
import { IconChevronLeft } from '../../components/icons';
import { InfoRows } from '../../components/InfoRows';
import { actionsStyle, stepHeadingStyle, wizardSectionStyle as sectionStyle } from '../../components/wizard-styles';
import { WizardFooter } from '../../components/WizardFooter';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { personalDataQuery } from '../../app/personal-data';
import { useApi, useRepresentedPerson } from '../../app';
import { backLinkStyle, WithInsuredPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { personKey } from '../../lib/query-keys';
import { cs } from '../../texts/cs';
import { caseInfoQuery } from './api';
import { complaintTexts as t } from './texts';
import { useCareComplaint, type KnownContact } from './use-care-complaint';

export function ComplaintPage({ pripadId }: { pripadId: string }) {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <ComplaintScreen key={`${pojistenecId}/${pripadId}`} pojistenecId={pojistenecId} pripadId={pripadId} />}
    </WithInsuredPerson>
  );
}

function ComplaintScreen({ pojistenecId, pripadId }: { pojistenecId: string; pripadId: string }) {
  const api = useApi();
  const query = useQuery(caseInfoQuery(api, pojistenecId, pripadId));
  // The contact step starts with the person's phone and e-mail (issue 37). A child (or another represented
  // person) without any: with the signed-in user's own, as the insurer asks *them* back; else empty.
  const personal = useQuery(personalDataQuery(api, pojistenecId));
  const { persons } = useRepresentedPerson();
  const own = persons.find((person) => person.typZastupce === 'SAM_NA_SEBE');
  const ownId = own && String(own.pojistenecId) !== pojistenecId ? String(own.pojistenecId) : null;
  const needsOwn = ownId !== null && personal.data !== undefined && !personal.data.telefon && !personal.data.email;
  const ownPersonal = useQuery({ ...personalDataQuery(api, ownId ?? pojistenecId), enabled: needsOwn });
  // The case as it was when the wizard opened: the refetch after sending (the procedure is now
  // complained about) must not replace the wizard's confirmation.
  const opened = useRef<PripadInfo | null>(null);
  if (query.data && !opened.current) opened.current = query.data;
  return (
    <Page title={t.NADPIS}>
      <Link to="/moje-zdravi/cerpana-pece/{-$rok}" params={{}} className={backLinkStyle}>
        <IconChevronLeft size={20} />
        {t.ZPET_NA_PECI}
      </Link>
      <QueryView query={query}>
        {(fresh) => {
          const info = opened.current ?? fresh;
          if (personal.isPending || (needsOwn && ownPersonal.isPending)) return <CenteredSpinner />;
          const yours = needsOwn && ownPersonal.data !== undefined && Boolean(ownPersonal.data.telefon || ownPersonal.data.email);
          const source = yours ? ownPersonal.data : personal.data;
          const contact = source ? { telefon: source.telefon, email: source.email } : null;
          return info.lzeReklamovat ? (
            <ComplaintWizard pojistenecId={pojistenecId} info={info} contact={contact} contactIsYours={yours} />
          ) : (
            <p className={cx(card(), css({ fontWeight: 'semibold' }))}>{t.NELZE}</p>
          );
        }}
      </QueryView>
    </Page>
  );
}

const stepTitles: Record<ComplaintUrlStep, string> = {
  procedures: t.KROK_VYKONY,
  reason: t.KROK_DUVOD,
  contact: t.KROK_KONTAKT,
  review: t.KROK_KONTROLA,
};
const allSteps: ComplaintUrlStep[] = [...complaintInputSteps, 'review'];

function CaseSummary({ info }: { info: PripadInfo }) {
  const { pripad } = info;
  const period =
    pripad.datumDo && pripad.datumDo !== pripad.datumOd
      ? `${formatDay(pripad.datumOd)} – ${formatDay(pripad.datumDo)}`
      : formatDay(pripad.datumOd);
  return (
    <InfoRows
      rows={[
        [t.POSKYTOVATEL, pripad.nazev],
        [t.OBDOBI, period],
        [t.UHRAZENO, formatCrowns(pripad.sumaKc)],
      ]}
    />
  );
}

function ComplaintWizard({
  pojistenecId,
  info,
  contact,
  contactIsYours,
}: {
  pojistenecId: string;
  info: PripadInfo;
  contact: KnownContact | null;
  /** The contact is the signed-in user's own (the represented person has none). */
  contactIsYours: boolean;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const flow = useCareComplaint({
    pojistenecId,
    info,
    contact,
    submit: async ({ body, idempotencyKey }) => {
      const answer = await api.call(reklamacePece, { params: { pojistenecId }, body, idempotencyKey });
      // The care list's 'Reklamace se vyřizuje', the case and 'Moje žádosti' change.
      void queryClient.invalidateQueries({ queryKey: personKey(pojistenecId) });
      return answer;
    },
  });
  const { step, draft, fieldErrors, error, answer, events } = flow;
  const shownStep: ComplaintUrlStep | null = step === 'submitting' || step === 'failed' ? 'review' : step === 'done' ? null : step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shownStep]);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!Object.keys(fieldErrors).length) return;
    // The first invalid field; for the procedures (a group) the first one that can be chosen.
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('input:not([disabled])'))?.focus();
  }, [fieldErrors]);

  if (step === 'done' && answer) {
    return (
      <section aria-labelledby="reklamace-hotovo" className={sectionStyle}>
        <h2 id="reklamace-hotovo" ref={headingRef} tabIndex={-1} className={stepHeadingStyle}>
          {t.ODESLANO}
        </h2>
        <p>{t.ODESLANO_TEXT}</p>
        <div className={actionsStyle}>
          <Link to="/moje-zdravi/cerpana-pece/{-$rok}" params={{}} className={button({ variant: 'outline' })}>
            {t.ZPET_NA_PECI}
          </Link>
          <Link to="/komunikace/moje-zadosti/$id" params={{ id: String(answer.zadostId) }} className={button({ variant: 'solid' })}>
            {t.ZOBRAZIT_ZADOST}
          </Link>
        </div>
      </section>
    );
  }
  if (!shownStep) return null;
  const sending = step === 'submitting';
  const claimed = new Map(info.vykony.map((line) => [String(line.id), line.reklamovano]));
  const chosen = new Set(draft.seznamDetailu.map(String));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    events.change({ seznamDetailu: info.pripad.vykony.map((line) => String(line.id)).filter((lineId) => next.has(lineId)) });
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <section aria-labelledby="reklamace-pripad" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
        <h2 id="reklamace-pripad" className={css({ textStyle: 'sectionTitle' })}>
          {t.PRIPAD}
        </h2>
        <CaseSummary info={info} />
      </section>
      <section aria-labelledby="reklamace-krok" className={sectionStyle}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' })}>
            {t.KROK(allSteps.indexOf(shownStep) + 1, allSteps.length)}
          </p>
          <h2 id="reklamace-krok" ref={headingRef} tabIndex={-1} className={stepHeadingStyle}>
            {stepTitles[shownStep]}
          </h2>
        </div>
        <form
          ref={formRef}
          noValidate
          aria-labelledby="reklamace-krok"
          onSubmit={(event) => {
            event.preventDefault();
            if (shownStep === 'review') events.confirm();
            else events.next(draft);
          }}
          className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
        >
          {shownStep === 'procedures' ? (
            <fieldset
              aria-describedby={fieldErrors.seznamDetailu ? 'reklamace-vykony-chyba' : undefined}
              className={css({ display: 'flex', flexDirection: 'column', gap: '1', border: 'none', p: '0', m: '0' })}
            >
              <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{t.VYKONY_LEGENDA}</legend>
              {info.pripad.vykony.map((line) => {
                const id = String(line.id);
                const taken = claimed.get(id) === true;
                return (
                  <Checkbox
                    key={`${id}-${line.kod}`}
                    name="seznamDetailu"
                    label={`${formatDay(line.datum)} · ${line.kod} ${line.nazev} · ${formatCrowns(line.cena)}`}
                    hint={taken ? t.VYKON_REKLAMOVAN : undefined}
                    disabled={taken || sending}
                    checked={chosen.has(id)}
                    onChange={(on) => toggle(id, on)}
                  />
                );
              })}
              {fieldErrors.seznamDetailu ? (
                <p id="reklamace-vykony-chyba" role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
                  {fieldErrors.seznamDetailu.join(' ')}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          {shownStep === 'reason' ? (
            <Textarea
              name="duvod"
              label={t.DUVOD}
              hint={t.DUVOD_NAPOVEDA}
              required
              rows={6}
              maxLength={limits.duvodReklamace.max}
              value={draft.duvod}
              error={fieldErrors.duvod}
              onChange={(duvod) => events.change({ duvod })}
            />
          ) : null}
          {shownStep === 'contact' ? (
            <>
              <RadioGroup
                name="anonymita"
                label={t.ANONYMITA}
                hint={t.ANONYMITA_NAPOVEDA}
                required
                value={draft.anonymita}
                error={fieldErrors.anonymita}
                onChange={(value) => events.change({ anonymita: value as 'ANONYMITA' | 'SOUHLAS' })}
                options={complaintAnonymity.map((value) => ({ value, label: complaintAnonymityLabels[value] }))}
              />
              <p className={css({ color: 'fg.muted' })}>{t.KONTAKT_NAPOVEDA}</p>
              {contactIsYours ? <p className={css({ color: 'fg.muted' })}>{t.KONTAKT_VAS}</p> : null}
              <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
                <TextInput
                  name="kontaktTelefon"
                  label={t.TELEFON}
                  type="tel"
                  autoComplete="tel"
                  value={draft.kontaktTelefon}
                  error={fieldErrors.kontaktTelefon}
                  onChange={(kontaktTelefon) => events.change({ kontaktTelefon })}
                />
                <TextInput
                  name="kontaktEmail"
                  label={t.EMAIL}
                  type="email"
                  autoComplete="email"
                  value={draft.kontaktEmail}
                  error={fieldErrors.kontaktEmail}
                  onChange={(kontaktEmail) => events.change({ kontaktEmail })}
                />
              </div>
            </>
          ) : null}
          {shownStep === 'review' ? (
            <>
              <InfoRows
                rows={[
                  [
                    t.VYBRANE,
                    info.pripad.vykony
                      .filter((line) => chosen.has(String(line.id)))
                      .map((line) => `${line.kod} ${line.nazev}`)
                      .join(', '),
                  ],
                  [t.DUVOD, draft.duvod],
                  [t.ANONYMITA, draft.anonymita ? complaintAnonymityLabels[draft.anonymita] : t.NEUVEDENO],
                  [t.TELEFON, draft.kontaktTelefon || t.NEUVEDENO],
                  [t.EMAIL, draft.kontaktEmail || t.NEUVEDENO],
                ]}
              />
              {error ? (
                <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
                  {error}
                </p>
              ) : null}
            </>
          ) : null}
          {fieldErrors._form?.length ? (
            <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
              {fieldErrors._form.join(' ')}
            </p>
          ) : null}
          <WizardFooter
            onBack={shownStep !== 'procedures' ? events.back : undefined}
            busy={sending}
            busyLabel={t.ODESILANI}
            label={shownStep === 'review' ? (step === 'failed' ? cs.ZKUSIT_ZNOVU : t.ODESLAT) : cs.POKRACOVAT}
          />
        </form>
      </section>
    </div>
  );
}
