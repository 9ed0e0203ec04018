import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LekarPacient, LekarPristup, Pristup } from '../../../../contract/audit';
import { AccessList } from '../../../../src/features/audit/WhoSawMyDataPage';
import { PatientGrants, RecentAccesses } from '../../../../src/features/audit/DoctorAccessesPage';
import { formatDateTime } from '../../../../src/features/audit/texts';

afterEach(cleanup);

const doctorRead: Pristup = {
  kdy: '2026-03-12T13:05:00.000Z',
  kdo: { typ: 'LEKAR', jmeno: 'Eva Malá', pracoviste: 'Praktický lékař pro dospělé, Mladá Boleslav' },
  ucel: null,
  oblast: 'ANAMNEZA',
  operace: 'CTENI',
};
const ownWrite: Pristup = {
  kdy: '2026-03-11T08:00:00.000Z',
  kdo: { typ: 'VY', jmeno: null, pracoviste: null },
  ucel: null,
  oblast: 'OCKOVANI',
  operace: 'ZAPIS',
};
const representative: Pristup = {
  kdy: '2026-03-10T08:00:00.000Z',
  kdo: { typ: 'ZASTUPCE', jmeno: 'Jana Dvořáková', pracoviste: null },
  ucel: null,
  oblast: 'DOKUMENTY',
  operace: 'CTENI',
};

const staffRead: Pristup = {
  kdy: '2026-03-09T09:30:00.000Z',
  kdo: { typ: 'POJISTOVNA', jmeno: 'Jana Nováková', pracoviste: 'Referent' },
  ucel: 'vyřizování žádosti č. 12 – Čerpání zdravotního programu',
  oblast: 'ZADOSTI',
  operace: 'CTENI',
};
const coreSystem: Pristup = {
  kdy: '2026-03-08T22:00:00.000Z',
  kdo: { typ: 'POJISTOVNA', jmeno: 'Informační systém pojišťovny', pracoviste: null },
  ucel: 'převzetí žádosti č. 12 do informačního systému',
  oblast: 'ZADOSTI',
  operace: 'CTENI',
};

describe("'Kdo viděl moje údaje' list", () => {
  it('says who (the doctor with name and practice, "Vy", the representative), when in Prague time and what in plain Czech', () => {
    render(<AccessList accesses={[doctorRead, ownWrite, representative]} total={3} page={1} pages={1} onPage={() => {}} />);
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('Lékař Eva Malá, Praktický lékař pro dospělé, Mladá Boleslav');
    expect(rows[0].textContent).toContain('Anamnéza – zobrazení');
    expect(rows[0].textContent).toContain('12. 3. 2026 14:05');
    expect(rows[1].textContent).toContain('Vy');
    expect(rows[1].textContent).toContain('Očkování – změna');
    expect(rows[2].textContent).toContain('Zástupce Jana Dvořáková');
    expect(screen.getByRole('status').textContent).toBe('Nalezeno přístupů: 3');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("names the insurer's staff member with their role, or the core system, and says why", () => {
    render(<AccessList accesses={[staffRead, coreSystem]} total={2} page={1} pages={1} onPage={() => {}} />);
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Jana Nováková, referent pojišťovny');
    expect(rows[0].textContent).toContain('Žádosti a průkazy – zobrazení');
    expect(rows[0].textContent).toContain('Proč: vyřizování žádosti č. 12 – Čerpání zdravotního programu');
    expect(rows[0].textContent).toContain('9. 3. 2026 10:30');
    expect(rows[1].textContent).toContain('Informační systém pojišťovny');
    expect(rows[1].textContent).toContain('Proč: převzetí žádosti č. 12 do informačního systému');
    expect(rows[1].textContent).not.toContain('pojišťovny pojišťovny');
  });

  it('shows no purpose where there is none (the person, a doctor, a representative)', () => {
    render(<AccessList accesses={[doctorRead, ownWrite, representative]} total={3} page={1} pages={1} onPage={() => {}} />);
    expect(screen.queryByText(/^Proč:/)).toBeNull();
  });

  it('says plainly when nobody accessed the data in the period', () => {
    render(<AccessList accesses={[]} total={0} page={1} pages={1} onPage={() => {}} />);
    expect(screen.getByText('V tomto období k vašim údajům nikdo nepřistoupil.')).toBeTruthy();
  });

  it('pages: the previous button is off on the first page, the next one asks for page 2', async () => {
    const onPage = vi.fn();
    render(<AccessList accesses={[doctorRead]} total={45} page={1} pages={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Stránkování přístupů' });
    expect(within(nav).getByText('Strana 1 z 3')).toBeTruthy();
    expect((within(nav).getByRole('button', { name: 'Předchozí' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Další' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe("the doctor's 'Přístupy'", () => {
  const patients: LekarPacient[] = [
    { pojistenecId: 1001, jmeno: 'Jana', prijmeni: 'Dvořáková', platnostOd: '2026-01-02T10:00:00.000Z', platnostDo: null },
    {
      pojistenecId: 1002,
      jmeno: 'Josef',
      prijmeni: 'Dvořák',
      platnostOd: '2026-01-02T10:00:00.000Z',
      platnostDo: '2026-06-30T22:00:00.000Z',
    },
  ];
  const accesses: LekarPristup[] = [
    {
      kdy: '2026-03-12T13:05:00.000Z',
      pojistenecId: 1001,
      jmeno: 'Jana',
      prijmeni: 'Dvořáková',
      oblast: 'MERENI',
      operace: 'CTENI',
      povoleno: true,
    },
    {
      kdy: '2026-03-12T13:00:00.000Z',
      pojistenecId: 1003,
      jmeno: 'Kateřina',
      prijmeni: 'Veselá',
      oblast: 'ANAMNEZA',
      operace: 'CTENI',
      povoleno: false,
    },
  ];

  it('lists the patients since when and until when (or until withdrawn)', () => {
    render(<PatientGrants patients={patients} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Jana Dvořáková');
    expect(rows[0].textContent).toContain('Zpřístupněno od: 2. 1. 2026');
    expect(rows[0].textContent).toContain('Platí do: do odvolání');
    expect(rows[1].textContent).toContain('Platí do: 1. 7. 2026');
  });

  it("lists the doctor's own accesses, a refused one marked", () => {
    render(<RecentAccesses accesses={accesses} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0].textContent).toContain(formatDateTime(accesses[0].kdy));
    expect(rows[0].textContent).toContain('Měření – zobrazení');
    expect(rows[1].textContent).toContain('Kateřina Veselá');
    expect(rows[1].textContent).toContain('(odepřeno)');
  });

  it('says so when there is nothing yet', () => {
    render(
      <>
        <PatientGrants patients={[]} />
        <RecentAccesses accesses={[]} />
      </>,
    );
    expect(screen.getByText('Žádný pacient vám zatím údaje nezpřístupnil.')).toBeTruthy();
    expect(screen.getByText('Zatím jste k údajům žádného pacienta nepřistoupili.')).toBeTruthy();
  });
});
