/**
 * The layout of the certificate of no arrears (potvrzení o bezdlužnosti, asked for e.g. in public
 * tenders and for subsidies): who, that the insurer records no arrears of premium or penalty on
 * the day of issue, and who issued it for which request.
 */
import { formatBirthNumber, formatDateCz } from '../../../contract/format';
import type { PdfContent } from './document';

export interface NoArrearsCertificateInput {
  holder: { jmeno: string; prijmeni: string; titulPred: string | null; titulZa: string | null; narozen: string; rodneCislo: string };
  /** The request's number (the certificate's reference). */
  requestId: number;
  issuedOn: string;
  /** The staff member who issued it, as signed in the request's timeline. */
  issuedBy: string;
  issuer: string;
}

export function noArrearsCertificateContent({ holder, requestId, issuedOn, issuedBy, issuer }: NoArrearsCertificateInput): PdfContent {
  const name = [holder.titulPred, holder.jmeno, holder.prijmeni].filter(Boolean).join(' ') + (holder.titulZa ? `, ${holder.titulZa}` : '');
  return {
    issuer,
    title: 'Potvrzení o bezdlužnosti',
    footer: issuer,
    blocks: [
      { kind: 'heading', text: 'Pojištěnec' },
      {
        kind: 'rows',
        rows: [
          ['Jméno a příjmení', name],
          ['Rodné číslo', formatBirthNumber(holder.rodneCislo)],
          ['Datum narození', formatDateCz(holder.narozen)],
        ],
      },
      { kind: 'space' },
      {
        kind: 'paragraph',
        text: `${issuer} potvrzuje, že ke dni ${formatDateCz(issuedOn)} neeviduje vůči výše uvedenému pojištěnci žádné splatné nedoplatky na pojistném na veřejné zdravotní pojištění ani na penále.`,
      },
      { kind: 'heading', text: 'Vydání' },
      {
        kind: 'rows',
        rows: [
          ['Číslo žádosti', String(requestId)],
          ['Datum vydání', formatDateCz(issuedOn)],
          ['Vystavil(a)', issuedBy],
        ],
      },
    ],
  };
}
