import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, mojePojistne, prehledOsvcSeznam, stavPojistence } from '../../contract/index';
import { fields, multipart } from '../support/multipart';
import { apiOf, expectForbidden, personUrl, today, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, signInAs, type SignedIn, type TestApp } from '../support/test-app';

describe(`start page status GET /stavPojistence (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    doctor = await signInAs(t.app, 'lekar');
  });
  afterAll(async () => {
    await t?.close();
  });

  const statusOf = async (person: Parameters<typeof personUrl>[0], who: SignedIn) => {
    const res = await api.json('GET', personUrl(person, 'stavPojistence'), who);
    expect(res.statusCode, res.body).toBe(200);
    return stavPojistence.response.parse(res.json());
  };

  it('agrees with the insurance screen: the self-employed man owes this month’s advance, not due yet, and his overview is not filed', async () => {
    const status = await statusOf('petr', petr);
    const insurance = mojePojistne.response.parse((await api.json('GET', personUrl('petr', 'mojePojistne'), petr)).json());
    expect(status.saldo).toBe(insurance.saldo);
    expect(status.saldo).toBeLessThan(0);
    expect([status.poSplatnosti, status.splatne, status.nejblizsiSplatnost]).toEqual([
      insurance.poSplatnosti,
      insurance.splatne,
      insurance.nejblizsiSplatnost,
    ]);
    expect(status.poSplatnosti).toBe(0);
    expect(status.platiSam).toBe(true);
    const overviews = prehledOsvcSeznam.response.parse((await api.json('GET', personUrl('petr', 'prehledOSVC'), petr)).json());
    const filed = new Set(overviews.seznamPrehledu.map((o) => o.rok));
    const expected = overviews.roky.find((y) => y.stav === 'LZE_PODAT' && !filed.has(y.rok))?.rok ?? null;
    expect(status.prehledOsvcRok).toBe(expected);
    expect(status.prukazPlatnostDo).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
  });

  it('an employee pays nothing herself and files no overview; a new measurement and a shot with a next dose show at once', async () => {
    const before = await statusOf('jana', jana);
    expect(before.platiSam).toBe(false);
    expect(before.prehledOsvcRok).toBeNull();

    // Today's blood pressure becomes the last one.
    expect((await api.json('POST', personUrl('jana', 'anamnezaMereni'), jana, { tlakSyst: 131, tlakDiast: 84 })).statusCode).toBe(200);
    // A shot of a new disease with its next dose in ten years; another shot of it today without a next dose
    // would answer it, so the next dose is of the newest shot of each disease only.
    const nextDose = addDaysIso(today(), 3650);
    const shot = await api.form(
      'POST',
      personUrl('jana', 'ockovani'),
      jana,
      multipart(fields({ datum: today(), nemoc: 'Klíšťová encefalitida – test stavu', datumDalsi: nextDose })),
    );
    expect(shot.statusCode, shot.body).toBe(200);

    const after = await statusOf('jana', jana);
    expect(after.posledniTlak).toEqual({ datum: `${today()}T00:00:00`, tlakSyst: 131, tlakDiast: 84 });
    expect(after.dalsiDavka).not.toBeNull();
    // The soonest next dose is shown: ours unless a known one is due earlier.
    expect(after.dalsiDavka!.datum <= `${nextDose}T00:00:00`).toBe(true);
    expect(after.dalsiDavka!.poTerminu).toBe(after.dalsiDavka!.datum.slice(0, 10) < today());
  });

  it('a parent sees her child’s status; a doctor and another insured person are refused', async () => {
    const child = await statusOf('tereza', jana);
    expect(child.platiSam).toBe(false);
    expect(child.prevence === null || ['CERVENA', 'ZLUTA'].includes(child.prevence.semafor)).toBe(true);
    expectForbidden(await api.json('GET', personUrl('tereza', 'stavPojistence'), petr));
    expect([401, 403]).toContain((await api.json('GET', personUrl('jana', 'stavPojistence'), doctor)).statusCode);
  });
});
