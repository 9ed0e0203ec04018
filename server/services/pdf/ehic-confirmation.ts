/** The layout of the interim confirmation that replaces the EHIC (decision S2 of the Administrative Commission, annex 3). */
import { formatDateCz } from '../../../contract/format';
import type { PdfContent } from './document';

export interface EhicConfirmationInput {
  holder: { jmeno: string; prijmeni: string; narozen: string; rodneCislo: string };
  card: { cisloKarty: string; instituceKod: string; instituceNazev: string; platnostDo: string };
  platnostOd: string;
  platnostDo: string;
  issuedOn: string;
  issuer: string;
}

export function ehicConfirmationContent({ holder, card, platnostOd, platnostDo, issuedOn, issuer }: EhicConfirmationInput): PdfContent {
  return {
    issuer,
    title: 'Potvrzení dočasně nahrazující Evropský průkaz zdravotního pojištění',
    footer: issuer,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Potvrzení je vydáno podle přílohy 3 rozhodnutí č. S2 Správní komise pro koordinaci systémů sociálního zabezpečení a platí v členských státech EU, Islandu, Lichtenštejnsku, Norsku a Švýcarsku.',
        small: true,
      },
      { kind: 'heading', text: 'Držitel' },
      {
        kind: 'rows',
        rows: [
          ['1. Stát vydání', 'CZ'],
          ['3. Příjmení', holder.prijmeni],
          ['4. Jméno', holder.jmeno],
          ['5. Datum narození', formatDateCz(holder.narozen)],
          ['6. Osobní identifikační číslo', holder.rodneCislo],
        ],
      },
      { kind: 'heading', text: 'Průkaz a instituce' },
      {
        kind: 'rows',
        rows: [
          ['7. Identifikační číslo instituce', `${card.instituceKod} – ${card.instituceNazev}`],
          ['8. Identifikační číslo průkazu', card.cisloKarty],
          ['9. Datum skončení platnosti průkazu', formatDateCz(card.platnostDo)],
        ],
      },
      { kind: 'heading', text: 'Platnost potvrzení' },
      {
        kind: 'rows',
        rows: [
          ['a) Platnost od', formatDateCz(platnostOd)],
          ['b) Platnost do', formatDateCz(platnostDo)],
          ['c) Datum vydání potvrzení', formatDateCz(issuedOn)],
        ],
      },
      { kind: 'space' },
      { kind: 'paragraph', text: `Vydala ${card.instituceNazev} (kód ${card.instituceKod}).` },
    ],
  };
}
