/**
 * The side menu as data (document 1 §2 "The side menu"): one table of groups and items,
 * the account types that see each group, and the rules that hide single items.
 * `visibleMenu` is pure; the sidebar renders its result.
 */
import type { LinkProps } from '@tanstack/react-router';
import { CAR_MAKER_EMPLOYER_CODE } from '../../contract/person';
import { isUnder18 } from '../../contract/person';
import type { AccountType } from '../../machines/accountType/accountType.machine';

export { CAR_MAKER_EMPLOYER_CODE };

export type MenuRule =
  /** hidden when the represented person is under 18 */
  | 'adult'
  /** shown only when the represented person's employer is the car-maker */
  | 'carMakerEmployee';

/** Every absolute path of the router's routes (the registered router of src/router.tsx). */
type RouterPath = Exclude<NonNullable<LinkProps['to']>, '.' | './' | '..' | '../'>;
type WithoutParams<P extends string> = P extends `${string}$${string}` ? never : P;
/** A route path as a menu spells it: an optional last segment left out ('/moje-pojisteni/{-$rok}' → '/moje-pojisteni/'); none with a required parameter. */
type MenuPathOf<P extends string> = P extends `${infer Head}/{-$${string}` ? WithoutParams<`${Head}/`> : WithoutParams<P>;

/** A path a menu item may lead to: only paths of existing routes compile (a dead link does not). */
export type MenuPath = MenuPathOf<RouterPath>;

/**
 * A menu path as a link's `to`. The router matches a path whose optional last segment is left
 * out ('/moje-pojisteni/' opens '/moje-pojisteni/{-$rok}'), but `Link`'s type lists the route
 * templates only; `MenuPath` has already admitted nothing but existing routes.
 */
export const menuLinkTo = (path: MenuPath): RouterPath => path as RouterPath;

export interface MenuItem {
  id: string;
  label: string;
  /** the route path, exactly as document 1 §2 spells it */
  to: MenuPath;
  rule?: MenuRule;
  /** match only this exact path for the active state (the index, the about page) */
  exact?: boolean;
}

export interface MenuGroup {
  id: string;
  label: string;
  accountTypes: readonly AccountType[];
  items: readonly MenuItem[];
}

/** What the rules need to know about the represented person (a seznamZastupu item). */
export interface MenuPerson {
  narozen: string;
  zamestnavatel: string | null;
}

const ALL: readonly AccountType[] = ['POJISTENEC', 'LEKAR', 'NEZNAMY'];

export const MENU: readonly MenuGroup[] = [
  {
    id: 'pacienti',
    label: 'Pacienti',
    accountTypes: ['LEKAR'],
    items: [
      { id: 'prehled-pacientu', label: 'Přehled pacientů', to: '/', exact: true },
      // document 1: "a doctor sees an overview of patients and accesses" (issue 11)
      { id: 'pristupy', label: 'Přístupy', to: '/pristupy', exact: true },
    ],
  },
  {
    id: 'moje-zdravi',
    label: 'Moje zdraví',
    accountTypes: ['POJISTENEC'],
    items: [
      { id: 'cerpana-pece', label: 'Čerpaná péče', to: '/moje-zdravi/cerpana-pece/' },
      { id: 'moje-prevence', label: 'Moje prevence', to: '/moje-zdravi/moje-prevence/' },
      { id: 'ockovani', label: 'Očkování', to: '/moje-zdravi/ockovani/' },
      { id: 'moje-leky', label: 'Moje léky', to: '/moje-zdravi/moje-leky/' },
      { id: 'moji-lekari', label: 'Moji lékaři', to: '/moje-zdravi/moji-lekari/' },
      { id: 'laboratorni-vysledky', label: 'Laboratorní výsledky', to: '/moje-zdravi/laboratorni-vysledky/' },
      { id: 'chronicka-onemocneni', label: 'Chronická onemocnění', to: '/moje-zdravi/chronicka-onemocneni/' },
      { id: 'mapa-smluvnich-partneru', label: 'Mapa smluvních partnerů', to: '/moje-zdravi/mapa-smluvnich-partneru/' },
      { id: 'zapujcene-zp', label: 'Zdravotnické prostředky', to: '/moje-zdravi/zapujcene-zp/' },
      { id: 'proplaceni-pece', label: 'Proplacení zdravotní péče', to: '/benefity/zdravotni-pece/' },
    ],
  },
  {
    id: 'benefity',
    label: 'Benefity',
    accountTypes: ['POJISTENEC'],
    items: [
      { id: 'zdravotni-programy', label: 'Zdravotní programy', to: '/benefity/programy/' },
      { id: 'cerpane-programy', label: 'Čerpané programy', to: '/benefity/', exact: true },
      { id: 'cestovni-pojisteni', label: 'Cestovní pojištění', to: '/pojistne/vitalitas/cestovni-pojisteni/' },
      // accident insurance is offered through the partner insurer's Vitalitas overview
      { id: 'urazove-pojisteni', label: 'Úrazové pojištění', to: '/pojistne/vitalitas/', exact: true },
    ],
  },
  {
    id: 'moje-pojisteni',
    label: 'Moje pojištění a platby',
    accountTypes: ['POJISTENEC'],
    items: [
      { id: 'moje-pojisteni', label: 'Moje pojištění', to: '/moje-pojisteni/', exact: true },
      { id: 'platby-pojistneho', label: 'Platby pojistného', to: '/moje-pojisteni/platby-pojistneho/' },
      { id: 'potvrzeni-bezdluznosti', label: 'Žádost o bezdlužnost', to: '/moje-pojisteni/potvrzeni-bezdluznosti/' },
    ],
  },
  {
    id: 'komunikace',
    label: 'Komunikace se ZPŠ',
    accountTypes: ['POJISTENEC'],
    items: [
      { id: 'moje-zadosti', label: 'Moje žádosti', to: '/komunikace/moje-zadosti/' },
      { id: 'registrace-novorozence', label: 'Registrace novorozence', to: '/registrace/registrace-novorozence/', rule: 'adult' },
      { id: 'preregistrace-ditete', label: 'Přeregistrace dítěte', to: '/registrace/preregistrace-ditete/', rule: 'adult' },
      { id: 'zdravotni-konzultace', label: 'Zdravotní konzultace', to: '/komunikace/konzultace-zdravotniho-problemu/' },
      { id: 'kontaktuj-zps', label: 'Kontaktuj ZPŠ', to: '/komunikace/komunikace-se-zps/' },
      // issue 34: a visit to a branch at a booked time (beyond the spec's menu)
      { id: 'objednani-na-pobocku', label: 'Objednat se na pobočku', to: '/komunikace/objednavky/' },
    ],
  },
  {
    id: 'dokumenty',
    label: 'Dokumenty',
    accountTypes: ['POJISTENEC'],
    items: [
      { id: 'moje-dokumenty', label: 'Moje dokumenty', to: '/moje-zdravi/moje-dokumenty/' },
      { id: 'moje-anamneza', label: 'Moje anamnéza', to: '/moje-zdravi/moje-anamneza/' },
      { id: 'moje-zaznamy', label: 'Tlak tep výška a váha', to: '/moje-zdravi/moje-zaznamy/' },
    ],
  },
  {
    id: 'pojistenec',
    label: 'Pojištěnec',
    accountTypes: ['POJISTENEC'],
    items: [
      { id: 'ehic', label: 'Průkaz pojištěnce', to: '/moje-zdravi/ehic/' },
      { id: 'nastaveni-pojistence', label: 'Nastavení pojištěnce', to: '/nastaveni/nastaveni-pojistence/', exact: true },
      { id: 'cafeteria', label: 'Cafeterie', to: '/nastaveni/nastaveni-pojistence/cafeteria', rule: 'carMakerEmployee' },
      // the audit trail shown to the person (issue 11)
      { id: 'kdo-videl', label: 'Kdo viděl moje údaje', to: '/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje', exact: true },
      // issue 37: the settings hub (Vzhled aplikace, Souhlasy, Zabezpečení přihlášení) was reachable from no menu
      { id: 'nastaveni', label: 'Nastavení', to: '/nastaveni/', exact: true },
    ],
  },
  {
    id: 'o-aplikaci',
    label: 'O aplikaci',
    accountTypes: ALL,
    items: [
      { id: 'informace-o-aplikaci', label: 'Informace o aplikaci', to: '/o-aplikaci', exact: true },
      // issue 11: the second factor, for every account type (docs/decisions.md "Sign-in protections")
      { id: 'zabezpeceni-prihlaseni', label: 'Zabezpečení přihlášení', to: '/nastaveni/zabezpeceni-prihlaseni', exact: true },
      { id: 'odhlasit', label: 'Odhlásit', to: '/uzivatel/odhlasit', exact: true },
    ],
  },
];

function ruleAllows(rule: MenuRule | undefined, person: MenuPerson | null | undefined, today: string): boolean {
  if (!rule) return true;
  // without a known represented person the conditional items stay hidden
  if (!person) return false;
  if (rule === 'adult') {
    return !isUnder18(person, today);
  }
  return person.zamestnavatel === CAR_MAKER_EMPLOYER_CODE;
}

export interface VisibleMenuInput {
  accountType: AccountType;
  person?: MenuPerson | null;
  /** The Prague day 'YYYY-MM-DD' (todayIso). */
  today: string;
}

/** The groups and items the current user sees; groups left empty are dropped. */
export function visibleMenu({ accountType, person, today }: VisibleMenuInput): MenuGroup[] {
  return MENU.filter((group) => group.accountTypes.includes(accountType))
    .map((group) => ({ ...group, items: group.items.filter((item) => ruleAllows(item.rule, person, today)) }))
    .filter((group) => group.items.length > 0);
}
