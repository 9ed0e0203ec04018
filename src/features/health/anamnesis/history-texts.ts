/** Texts of the anamnesis lists (allergies, diseases, …), apart from healthTexts (texts.ts) so that the
 * measurement and emergency screens do not load them (a module loads whole; issue 38). */
import { czechCount } from '../../../../contract/format';
import type { HistoryKind } from '../api';

export interface HistoryKindTexts {
  /** The section heading. */
  title: string;
  /** 'Přidat alergii' */
  add: string;
  /** The form heading of a new item. */
  newTitle: string;
  editTitle: string;
  /** 'Smazat alergii?' */
  deleteTitle: string;
  /** 'alergii' — the accusative, for 'Upravit alergii …' / 'Smazat alergii …' button names. */
  accusative: string;
  empty: string;
  emptyPatient: string;
  /** A warning badge while the list is not empty (allergies only). */
  flag?: (count: number) => string;
}

export const historyTexts: Record<HistoryKind, HistoryKindTexts> = {
  alergie: {
    title: 'Alergie',
    add: 'Přidat alergii',
    newTitle: 'Nová alergie',
    editTitle: 'Úprava alergie',
    deleteTitle: 'Smazat alergii?',
    accusative: 'alergii',
    empty: 'Zatím nemáte zapsanou žádnou alergii.',
    emptyPatient: 'Pacient zatím nemá zapsanou žádnou alergii.',
    flag: (count) => `Pozor: ${czechCount(count, 'alergie', 'alergie', 'alergií')}`,
  },
  nemoc: {
    title: 'Nemoci',
    add: 'Přidat nemoc',
    newTitle: 'Nová nemoc',
    editTitle: 'Úprava nemoci',
    deleteTitle: 'Smazat nemoc?',
    accusative: 'nemoc',
    empty: 'Zatím nemáte zapsanou žádnou nemoc.',
    emptyPatient: 'Pacient zatím nemá zapsanou žádnou nemoc.',
  },
  nemocnice: {
    title: 'Pobyty v nemocnici',
    add: 'Přidat pobyt v nemocnici',
    newTitle: 'Nový pobyt v nemocnici',
    editTitle: 'Úprava pobytu v nemocnici',
    deleteTitle: 'Smazat pobyt v nemocnici?',
    accusative: 'pobyt',
    empty: 'Zatím nemáte zapsaný žádný pobyt v nemocnici.',
    emptyPatient: 'Pacient zatím nemá zapsaný žádný pobyt v nemocnici.',
  },
  operace: {
    title: 'Operace',
    add: 'Přidat operaci',
    newTitle: 'Nová operace',
    editTitle: 'Úprava operace',
    deleteTitle: 'Smazat operaci?',
    accusative: 'operaci',
    empty: 'Zatím nemáte zapsanou žádnou operaci.',
    emptyPatient: 'Pacient zatím nemá zapsanou žádnou operaci.',
  },
  urazy: {
    title: 'Úrazy',
    add: 'Přidat úraz',
    newTitle: 'Nový úraz',
    editTitle: 'Úprava úrazu',
    deleteTitle: 'Smazat úraz?',
    accusative: 'úraz',
    empty: 'Zatím nemáte zapsaný žádný úraz.',
    emptyPatient: 'Pacient zatím nemá zapsaný žádný úraz.',
  },
};
