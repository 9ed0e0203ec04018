/**
 * The views of the claim wizards' later steps (programme and care): the bank account fields, the
 * documents step (the attachment picker adds files, each file gets its document type), the
 * review's groups, the consent of sending, the failure alert and the confirmation's frame (the
 * buttons are components/WizardFooter). Loaded with those steps (ProgrammeClaimSteps.tsx,
 * CareClaimSteps.tsx), not with the claim's first step.
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { bankNameOf, czechBankCodes } from '../../../contract/bank-codes';
import { type PozadovanyDoklad } from '../../../contract/benefits';
import { claimConsentText } from '../../../contract/claim-rules';
import { claimDocumentTypeLabels } from '../../../contract/enums';
import type { ClaimAttachment } from '../../../machines/claims/claimDraft';
import { FormField, NativeSelect, TextInput, type ContractForm } from '../../components/form';
import { IconAlert, IconCheck } from '../../components/icons';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { sectionStyle } from './claim-parts';
import { claimTexts as t } from './texts';

/** A failure's message, focused when it appears. */
export function FailureAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={css({
        display: 'flex',
        gap: '2',
        alignItems: 'flex-start',
        p: '3',
        borderRadius: 'control',
        borderWidth: '1px',
        borderColor: 'danger.spec',
        bg: 'danger.subtle',
        color: 'danger.text',
        fontWeight: 'medium',
        outline: 'none',
        _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring' },
      })}
    >
      <IconAlert size={20} className={css({ flexShrink: 0, mt: '0.5' })} />
      <span>{message}</span>
    </div>
  );
}

export interface AccountValues {
  predcisli: string;
  cislo: string;
  banka: string;
}

const bankOptions = czechBankCodes.map(([kod, nazev]) => ({ value: kod, label: `${kod} – ${nazev}` }));

/** Prefix, number and the bank of the ČNB list (the mod-11 rule is the contract's). */
export function AccountFields<V extends AccountValues>({ form, prefilled }: { form: ContractForm<V>; prefilled: boolean }) {
  const f = form as unknown as ContractForm<AccountValues>;
  return (
    <>
      {prefilled ? <p className={css({ color: 'fg.muted' })}>{t.UCET_PREDVYPLNEN}</p> : null}
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 10rem) minmax(0, 1fr)' },
        })}
      >
        <FormField form={f} name="predcisli" required={false}>
          {(field) => <TextInput {...field} label={t.PREDCISLI} inputMode="numeric" autoComplete="off" maxLength={6} />}
        </FormField>
        <FormField form={f} name="cislo" required>
          {(field) => <TextInput {...field} label={t.CISLO} inputMode="numeric" autoComplete="off" maxLength={10} />}
        </FormField>
      </div>
      <FormField form={f} name="banka" required>
        {(field) => <NativeSelect {...field} label={t.BANKA} options={bankOptions} />}
      </FormField>
    </>
  );
}

/** '19-2000145399/0800 (Česká spořitelna, a.s.)'. */
export function accountText(account: { predcisli?: string | null; cislo: string; banka: string }): string {
  const number = `${account.predcisli ? `${account.predcisli}-` : ''}${account.cislo}/${account.banka}`;
  const bank = bankNameOf(account.banka);
  return bank ? `${number} (${bank})` : number;
}

export interface DocumentValues {
  poznamka: string;
  prilohy: ClaimAttachment[];
}

export interface DocumentFieldsProps<V extends DocumentValues> {
  form: ContractForm<V>;
  doklady: readonly PozadovanyDoklad[];
  documentsRequired: boolean;
  holdFiles: (files: readonly File[]) => ClaimAttachment[];
  /** The draft was taken back after a reload: its files must be added again. */
  lostFiles: boolean;
}

// The documents step (the attachment picker and its previews) loads when the step opens, so the
// claim's first visit stays lighter.
const LazyDocumentFields = lazy(() => import('./DocumentFields').then((module) => ({ default: module.DocumentFields })));

/** The note and the files of a claim, each file with its document type (DocumentFields.tsx). */
export function DocumentFields<V extends DocumentValues>(props: DocumentFieldsProps<V>) {
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <LazyDocumentFields {...(props as unknown as DocumentFieldsProps<DocumentValues>)} />
    </Suspense>
  );
}

/** The files of a claim with their document types, for the review. */
export function attachmentsText(prilohy: readonly ClaimAttachment[]): ReactNode {
  if (prilohy.length === 0) return t.ZADNE;
  return (
    <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
      {prilohy.map((attachment) => (
        <li key={attachment.id}>
          {attachment.nazev}
          {' – '}
          {claimDocumentTypeLabels[attachment.typDokumentKod as keyof typeof claimDocumentTypeLabels] ?? attachment.typDokumentKod}
        </li>
      ))}
    </ul>
  );
}

/** A group of the review with 'Upravit'. */
export function ReviewGroup({
  title,
  onEdit,
  disabled,
  children,
}: {
  title: string;
  onEdit: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        pb: '4',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
        <h3 className={css({ fontWeight: 'semibold', fontSize: 'md' })}>{title}</h3>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={onEdit}
          disabled={disabled}
          aria-label={`${t.UPRAVIT}: ${title}`}
        >
          {t.UPRAVIT}
        </button>
      </div>
      {children}
    </div>
  );
}

/** The consent of sending (document 2 §5), above the review's buttons. */
export function ConsentNote() {
  return <p className={css({ p: '3', borderRadius: 'control', bg: 'bg.subtle', lineHeight: '1.6' })}>{claimConsentText}</p>;
}

/** The confirmation: a check mark, the heading, the claim's rows and the links onwards. */
export function DoneFrame({
  focus,
  children,
  links,
  zadostId,
}: {
  focus: boolean;
  children: ReactNode;
  links: ReactNode;
  /** The request the claim became: 'Moje žádosti' opens on its detail. */
  zadostId: number;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const focusWhenShown = useRef(focus);
  useEffect(() => {
    if (focusWhenShown.current) ref.current?.focus();
  }, []);
  return (
    <section className={cx(sectionStyle, css({ borderColor: 'primary.muted' }))} aria-labelledby="zadost-prijata">
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span
          aria-hidden="true"
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '10',
            h: '10',
            borderRadius: 'full',
            bg: 'primary.subtle',
            color: 'primary.text',
            flexShrink: 0,
          })}
        >
          <IconCheck size={24} />
        </span>
        <h2 id="zadost-prijata" ref={ref} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold', outline: 'none' })}>
          {t.ODESLANO_NADPIS}
        </h2>
      </div>
      {children}
      <p className={css({ color: 'fg.muted' })}>{t.HOTOVO_TEXT}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {links}
        <Link to="/komunikace/moje-zadosti/$id" params={{ id: String(zadostId) }} className={button({ variant: 'outline' })}>
          {t.MOJE_ZADOSTI}
        </Link>
      </div>
    </section>
  );
}
