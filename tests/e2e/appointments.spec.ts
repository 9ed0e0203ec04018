import { test, expect } from '@playwright/test';
import { addDaysIso, todayIso } from '../../contract/format';
import { chooseRadio, desktop, expectNoAxeViolations, phone, signedIn } from './support';

/**
 * An appointment at a branch (issue 34): the referent publishes slots for a day at Kvasiny in
 * 'Pobočky', Jana books one of them ('Objednat se na pobočku'), the referent sees her in the day's
 * bookings with why she comes, Jana's audit names the referent's read, and Jana cancels. Each run
 * takes its own day (past the seed's two weeks of slots, within the four weeks a person sees), so
 * the two sizes never meet.
 */

const weekdays = ['ne', 'po', 'út', 'st', 'čt', 'pá', 'so'];

/** The `nth` Tuesday or Thursday (Kvasiny's days) from 22 days ahead, on the insurer's calendar. */
function kvasinyDay(nth: number): string {
  let found = -1;
  for (let offset = 22; ; offset += 1) {
    const iso = addDaysIso(todayIso(), offset);
    const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
    if (weekday === 2 || weekday === 4) found += 1;
    if (found === nth) return iso;
  }
}

/** '22. 12. 2026, 12:00–12:30' as a booking's heading ends (the date's spaces are no-break ones). */
function bookedAt(iso: string, time: string): RegExp {
  const [year, month, day] = iso.split('-').map(Number);
  return new RegExp(`${day}\\.\\s${month}\\.\\s${year}, ${time}`);
}

/** 'út 22. 12.': how the day reads among the days to choose from. */
function dayChip(iso: string): string {
  const [, month, day] = iso.split('-').map(Number);
  return `${weekdays[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${day}. ${month}.`;
}

const runs = [
  { size: '390 px', viewport: phone, nth: 0 },
  { size: '1280 px', viewport: desktop, nth: 1 },
] as const;

for (const { size, viewport, nth } of runs) {
  test(`a person books a published slot at a branch and the referent sees it in the day's bookings (${size})`, async ({ browser }) => {
    const day = kvasinyDay(nth);

    // The referent publishes two half-hour slots in 'Pobočky'.
    const desk = await signedIn(browser, 'referent', viewport);
    await desk.getByRole('navigation', { name: 'Pracoviště pojišťovny' }).getByRole('link', { name: 'Pobočky' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Pobočky' })).toBeVisible();
    await desk.getByRole('combobox', { name: 'Pobočka' }).selectOption({ label: 'Kvasiny' });
    await desk.goto(`/pracoviste/pobocky/?pobocka=KV&den=${day}`);
    await expect(desk.getByRole('heading', { level: 2, name: /^Kvasiny – / })).toBeVisible();
    await expect(desk.getByText('Otevřeno 7:00–15:00')).toBeVisible();
    await expect(desk.getByText('Na tento den nejsou vypsané žádné termíny.')).toBeVisible();
    await expectNoAxeViolations(desk, `staff branch day, empty, ${size}`);
    const publish = desk.getByRole('form', { name: 'Vypsat termíny' });
    await publish.getByRole('textbox', { name: 'Od', exact: true }).fill('6:00');
    await publish.getByRole('button', { name: 'Vypsat termíny' }).click();
    await expect(publish.getByText('Termíny musí být v otevírací době pobočky (7:00–15:00).')).toBeVisible();
    await publish.getByRole('textbox', { name: 'Od', exact: true }).fill('12:00');
    await publish.getByRole('textbox', { name: 'Do', exact: true }).fill('13:00');
    await publish.getByRole('combobox', { name: 'Délka termínu (minuty)' }).selectOption({ label: '30 min' });
    await publish.getByRole('button', { name: 'Vypsat termíny' }).click();
    await expect(desk.getByText('Vypsáno: 2 termíny.')).toBeVisible();
    await expect(desk.getByText('0 objednaných, 2 volné')).toBeVisible();

    // Jana books 12:00 for her ID card business.
    const person = await signedIn(browser, 'pojistenec', viewport);
    await person.goto('/komunikace/objednavky/');
    await expect(person.getByRole('heading', { level: 1, name: 'Objednání na pobočku' })).toBeVisible();
    await expectNoAxeViolations(person, `my bookings, ${size}`);
    await person.getByRole('link', { name: 'Objednat se na pobočku' }).last().click();
    await expect(person.getByRole('heading', { level: 2, name: 'Vyberte pobočku' })).toBeVisible();
    await expect(person.getByText('Otevírací doba: út a čt 7:00–15:00')).toBeVisible();
    await expectNoAxeViolations(person, `booking: the branch, ${size}`);
    await chooseRadio(person, /Kvasiny/);
    await person.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(person.getByRole('heading', { level: 2, name: 'Vyberte den a čas' })).toBeVisible();
    await chooseRadio(person, dayChip(day));
    await expect(person.getByText('2 volné termíny')).toBeVisible();
    await person.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(person.getByText('Vyberte termín.')).toBeVisible();
    await chooseRadio(person, '12:00');
    await expectNoAxeViolations(person, `booking: the day and time, ${size}`);
    await person.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(person.getByRole('heading', { level: 2, name: 'S čím přijdete' })).toBeVisible();
    await chooseRadio(person, 'Platby a pojistné');
    await person.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(person.getByRole('heading', { level: 2, name: 'Zkontrolujte objednávku' })).toBeVisible();
    await expect(person.getByText(/12:00–12:30/)).toBeVisible();
    await expectNoAxeViolations(person, `booking: the review, ${size}`);
    await person.getByRole('button', { name: 'Objednat se' }).click();
    await expect(person.getByRole('heading', { level: 2, name: 'Jste objednáni' })).toBeVisible();
    await expect(person).toHaveURL(/krok=hotovo/);
    await expectNoAxeViolations(person, `booking: done, ${size}`);

    // The referent sees who comes and why.
    await desk.reload();
    await expect(desk.getByText('1 objednaný, 1 volný')).toBeVisible();
    const booked = desk.locator(':is(tr, li)').filter({ hasText: 'Jana Dvořáková' }).filter({ visible: true });
    await expect(booked).toContainText('12:00–12:30');
    await expect(booked).toContainText('Platby a pojistné');
    await expectNoAxeViolations(desk, `staff branch day with a booking, ${size}`);
    // The free one can be removed; the booked one is hers to cancel.
    await desk.getByRole('button', { name: 'Odebrat volný termín 12:30' }).filter({ visible: true }).click();
    await expect(desk.getByText('Termín 12:30 je odebraný.')).toBeVisible();
    await expect(desk.getByText('1 objednaný, 0 volných')).toBeVisible();
    await expect(desk.getByRole('button', { name: /^Odebrat volný termín/ }).filter({ visible: true })).toHaveCount(0);

    // Jana's audit names the referent's read and why.
    await person.goto('/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje');
    const staffRow = person.locator('[data-accessor="POJISTOVNA"]').filter({ hasText: 'Proč: objednávka na pobočku Kvasiny' }).first();
    await expect(staffRow).toContainText('Alena Marková');
    await expect(staffRow).toContainText('Objednávky na pobočku');

    // Jana cancels; the slot is free again for the referent.
    await person.goto('/komunikace/objednavky/');
    const card = person.getByRole('article').filter({ hasText: bookedAt(day, '12:00–12:30') });
    await card.getByRole('button', { name: /^Zrušit/ }).click();
    const dialog = person.getByRole('dialog', { name: 'Zrušit objednávku' });
    await expect(dialog).toContainText('na pobočku Kvasiny');
    await expectNoAxeViolations(person, `cancel dialog, ${size}`);
    await dialog.getByRole('button', { name: 'Zrušit objednávku' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      person
        .getByRole('region', { name: 'Minulé a zrušené' })
        .getByRole('article')
        .filter({ hasText: bookedAt(day, '12:00–12:30') }),
    ).toContainText('Zrušeno');
    await desk.reload();
    await expect(desk.getByText('0 objednaných, 1 volný')).toBeVisible();
  });
}
