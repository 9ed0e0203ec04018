import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../contract/person';
import { CAR_MAKER_EMPLOYER_CODE, MENU, visibleMenu } from '../../../src/app/menu';

const today = '2025-06-15';
const adult = { narozen: '1980-03-01T00:00:00', zamestnavatel: null };

const labels = (groups: ReturnType<typeof visibleMenu>) => groups.map((g) => g.label);
const items = (groups: ReturnType<typeof visibleMenu>) => groups.flatMap((g) => g.items.map((i) => i.label));

describe('visibleMenu', () => {
  it('gives the insured person the seven groups of document 1 in order', () => {
    const menu = visibleMenu({ accountType: 'POJISTENEC', person: adult, today });
    expect(labels(menu)).toEqual([
      'Moje zdraví',
      'Benefity',
      'Moje pojištění a platby',
      'Komunikace se ZPŠ',
      'Dokumenty',
      'Pojištěnec',
      'O aplikaci',
    ]);
    expect(menu[0].items.map((i) => i.label)).toEqual([
      'Čerpaná péče',
      'Moje prevence',
      'Očkování',
      'Moje léky',
      'Moji lékaři',
      'Laboratorní výsledky',
      'Chronická onemocnění',
      'Mapa smluvních partnerů',
      'Zdravotnické prostředky',
      'Proplacení zdravotní péče',
    ]);
    expect(menu[1].items.map((i) => i.label)).toEqual([
      'Zdravotní programy',
      'Čerpané programy',
      'Cestovní pojištění',
      'Úrazové pojištění',
    ]);
    expect(menu[2].items.map((i) => i.label)).toEqual(['Moje pojištění', 'Platby pojistného', 'Žádost o bezdlužnost']);
    expect(menu[3].items.map((i) => i.label)).toEqual([
      'Moje žádosti',
      'Registrace novorozence',
      'Přeregistrace dítěte',
      'Zdravotní konzultace',
      'Kontaktuj ZPŠ',
      'Objednat se na pobočku',
    ]);
    expect(menu[4].items.map((i) => i.label)).toEqual(['Moje dokumenty', 'Moje anamnéza', 'Tlak tep výška a váha']);
    expect(menu[5].items.map((i) => i.label)).toEqual(['Průkaz pojištěnce', 'Nastavení pojištěnce', 'Kdo viděl moje údaje', 'Nastavení']);
    expect(menu[6].items.map((i) => [i.label, i.to])).toEqual([
      ['Informace o aplikaci', '/o-aplikaci'],
      // issue 11: the second factor, for every account type
      ['Zabezpečení přihlášení', '/nastaveni/zabezpeceni-prihlaseni'],
      ['Odhlásit', '/uzivatel/odhlasit'],
    ]);
  });

  it('uses the spec paths', () => {
    const paths = Object.fromEntries(MENU.flatMap((g) => g.items.map((i) => [i.label, i.to])));
    expect(paths['Čerpaná péče']).toBe('/moje-zdravi/cerpana-pece/');
    expect(paths['Zdravotnické prostředky']).toBe('/moje-zdravi/zapujcene-zp/');
    expect(paths['Proplacení zdravotní péče']).toBe('/benefity/zdravotni-pece/');
    expect(paths['Čerpané programy']).toBe('/benefity/');
    expect(paths['Žádost o bezdlužnost']).toBe('/moje-pojisteni/potvrzeni-bezdluznosti/');
    expect(paths['Kontaktuj ZPŠ']).toBe('/komunikace/komunikace-se-zps/');
    expect(paths['Tlak tep výška a váha']).toBe('/moje-zdravi/moje-zaznamy/');
    expect(paths['Cafeterie']).toBe('/nastaveni/nastaveni-pojistence/cafeteria');
  });

  it('gives the doctor Pacienti and O aplikaci only', () => {
    const menu = visibleMenu({ accountType: 'LEKAR', person: null, today });
    expect(labels(menu)).toEqual(['Pacienti', 'O aplikaci']);
    expect(menu[0].items).toEqual([
      expect.objectContaining({ label: 'Přehled pacientů', to: '/' }),
      expect.objectContaining({ label: 'Přístupy', to: '/pristupy' }),
    ]);
  });

  it('gives the unknown type only O aplikaci', () => {
    expect(labels(visibleMenu({ accountType: 'NEZNAMY', person: null, today }))).toEqual(['O aplikaci']);
  });

  it('hides newborn registration and child re-registration when the represented person is under 18', () => {
    const child = { narozen: '2010-01-01T00:00:00', zamestnavatel: null };
    const shown = items(visibleMenu({ accountType: 'POJISTENEC', person: child, today }));
    expect(shown).not.toContain('Registrace novorozence');
    expect(shown).not.toContain('Přeregistrace dítěte');
    expect(shown).toContain('Moje žádosti');
  });

  it('turns the registration items on exactly on the 18th birthday', () => {
    const person = { narozen: '2007-06-15T00:00:00', zamestnavatel: null };
    expect(items(visibleMenu({ accountType: 'POJISTENEC', person, today }))).toContain('Registrace novorozence');
    const dayBefore = '2025-06-14';
    expect(items(visibleMenu({ accountType: 'POJISTENEC', person, today: dayBefore }))).not.toContain('Registrace novorozence');
  });

  it('shows the cafeteria only to employees of the car-maker', () => {
    expect(CAR_MAKER_EMPLOYER_CODE).toBe('SKODA');
    const employee = { ...adult, zamestnavatel: CAR_MAKER_EMPLOYER_CODE };
    expect(items(visibleMenu({ accountType: 'POJISTENEC', person: employee, today }))).toContain('Cafeterie');
    const other = { ...adult, zamestnavatel: 'JINY' };
    expect(items(visibleMenu({ accountType: 'POJISTENEC', person: other, today }))).not.toContain('Cafeterie');
  });

  it('hides the conditional items while no represented person is known', () => {
    const shown = items(visibleMenu({ accountType: 'POJISTENEC', person: null, today }));
    expect(shown).not.toContain('Registrace novorozence');
    expect(shown).not.toContain('Cafeterie');
  });
});

describe('ageOn', () => {
  it('counts whole years', () => {
    expect(ageOn('2000-06-16T00:00:00', today)).toBe(24);
    expect(ageOn('2000-06-15', today)).toBe(25);
    expect(Number.isNaN(ageOn('nesmysl', today))).toBe(true);
  });
});
