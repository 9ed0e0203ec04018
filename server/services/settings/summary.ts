/**
 * The hubs' one-line summaries (GET /nastaveniSouhrn): each settings screen with the state it
 * shows, e.g. 'E-mail jana.dvorakova@example.cz, telefon 777 123 456', '2 zařízení',
 * '1 lékař má přístup'. The cafeteria line only for the car-maker's employees (the menu's rule).
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { CAR_MAKER_EMPLOYER_CODE } from '../../../contract/person';
import { helpScreens } from '../../../contract/help';
import type { PersonId } from '../../../contract/ids';
import { czechCount, czechPlural } from '../../../contract/format';
import {
  notificationCategories,
  themeLabels,
  type NastaveniUpozorneni,
  type NastaveniZobrazeni,
  type SettingsScreen,
} from '../../../contract/settings';
import type { Database } from '../../db/client';
import { emergencyShareLinks, insuredPersons } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { emergencyDataOf } from '../health/emergency';
import { consentsOf } from './consents';
import { deviceCountsOf } from './devices';
import { doctorAccessOf } from './doctor-access';
import { personalDataOf } from './personal-data';
import { notificationSettingsOf, settingOf } from './settings';

const titleOf = (kod: SettingsScreen): string => helpScreens.find((screen) => screen.kod === kod)?.nazev ?? kod;

function notificationLine(settings: NastaveniUpozorneni): string {
  const channels: string[] = [];
  const kinds = notificationCategories.map((kind) => settings[kind]);
  if (kinds.some((kind) => kind.upozorneni === 'EMAIL')) channels.push('e-mailem');
  if (kinds.some((kind) => kind.sms)) channels.push('SMS');
  if (kinds.some((kind) => kind.push)) channels.push('v prohlížeči');
  if (channels.length === 0) return 'Upozornění jsou vypnutá';
  const last = channels.pop();
  return `Upozorníme vás ${channels.length > 0 ? `${channels.join(', ')} a ${last}` : last}`;
}

function doctorsLine(allowed: number): string {
  if (allowed === 0) return 'Žádný lékař nemá přístup';
  return `${czechCount(allowed, 'lékař', 'lékaři', 'lékařů')} ${czechPlural(allowed, 'má', 'mají', 'má')} přístup`;
}

export async function settingsSummary(db: Database, personId: PersonId, userId: number) {
  const [person] = await db
    .select({ zamestnavatel: insuredPersons.zamestnavatel })
    .from(insuredPersons)
    .where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  const now = new Date();
  const [personal, emergency, [links], consents, doctors, devices, notifications, display] = await Promise.all([
    personalDataOf(db, personId),
    emergencyDataOf(db, personId),
    db
      .select({ n: count() })
      .from(emergencyShareLinks)
      .where(
        and(
          eq(emergencyShareLinks.insuredPersonId, personId),
          isNull(emergencyShareLinks.revokedAt),
          gt(emergencyShareLinks.expiresAt, now),
        ),
      ),
    consentsOf(db, personId),
    doctorAccessOf(db, personId, now),
    deviceCountsOf(db, userId),
    notificationSettingsOf(db, personId),
    settingOf(db, personId, userId, 'ZOBRAZENI'),
  ]);

  const contacts = [
    personal.email ? `E-mail ${personal.email}` : 'E-mail nevyplněn',
    personal.telefon ? `telefon ${personal.telefon}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const filled = [
    emergency.osoba ? 'kontaktní osoba' : null,
    emergency.skupina && emergency.skupina !== 'NEUVEDENO' ? 'krevní skupina' : null,
    emergency.posledniOckovaniTetanus ? 'očkování proti tetanu' : null,
    emergency.doplnujiciInformace ? 'doplňující informace' : null,
  ].filter(Boolean);
  const activeLinks = Number(links?.n ?? 0);
  const emergencyLine = [
    filled.length > 0 ? `Vyplněno: ${filled.join(', ')}` : 'Zatím nevyplněno',
    activeLinks > 0
      ? czechCount(activeLinks, 'platný odkaz pro sdílení', 'platné odkazy pro sdílení', 'platných odkazů pro sdílení')
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  const given = consents.seznamSouhlasu.filter((consent) => consent.stav === 'POTVRZENO').length;
  const allowedDoctors = doctors.seznamLekaru.filter((doctor) => doctor.stav === 'POVOLENO').length;
  const look = display.nastaveniData as NastaveniZobrazeni;

  const lines: Array<{ kod: SettingsScreen; popis: string }> = [
    { kod: 'OSOBNI_UDAJE', popis: personal.zmenaJmena ? `${contacts}; změna jména se vyřizuje` : contacts },
    { kod: 'EMERGENTNI_UDAJE', popis: emergencyLine },
    ...(person.zamestnavatel === CAR_MAKER_EMPLOYER_CODE
      ? [{ kod: 'CAFETERIA' as const, popis: 'Převod příspěvků do cafeterie zaměstnavatele' }]
      : []),
    {
      kod: 'REGISTROVANA_ZARIZENI',
      popis:
        devices.oznameni > 0
          ? `${czechCount(devices.zarizeni, 'zařízení', 'zařízení', 'zařízení')}, oznámení v prohlížeči na ${devices.oznameni}`
          : czechCount(devices.zarizeni, 'zařízení', 'zařízení', 'zařízení'),
    },
    { kod: 'ZPRISTUPNENI_UDAJU_LEKARUM', popis: doctorsLine(allowedDoctors) },
    { kod: 'SOUHLASY', popis: `Udělené souhlasy: ${given} ze ${consents.seznamSouhlasu.length}` },
    { kod: 'NASTAVENI_UPOZORNENI', popis: notificationLine(notifications) },
    {
      kod: 'NASTAVENI_ZOBRAZENI',
      popis: `Motiv ${themeLabels[look.motiv].toLowerCase()}, větší písmo ${look.vetsiPismo ? 'zapnuto' : 'vypnuto'}`,
    },
  ];
  return { seznamPolozek: lines.map((line) => ({ ...line, nazev: titleOf(line.kod) })) };
}
