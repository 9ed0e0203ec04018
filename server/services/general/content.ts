/** The shared content of the portal: help texts, code lists and the banners of today. */
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, codeListItems, helpTexts } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { todayInPrague } from '../clock';

/** A help text by its code (case ignored); 404 when there is none. */
export async function helpText(db: Database, kod: string) {
  const [row] = await db.select().from(helpTexts).where(eq(helpTexts.kod, kod.toUpperCase())).limit(1);
  if (!row) throw notFoundError();
  return { kod: row.kod, nadpis: row.nadpis, popis: row.popis };
}

/** A code list by its name (case ignored), in its order; 404 for an unknown list. */
export async function codeList(db: Database, ciselnik: string) {
  const name = ciselnik.toUpperCase();
  const rows = await codeListItemsOf(db, name);
  if (rows.length === 0) throw notFoundError();
  return { ciselnik: name, polozky: rows };
}

/** The items of a code list in display order (empty for an unknown list). */
export function codeListItemsOf(db: Database, ciselnik: string): Promise<Array<{ kod: string; nazev: string }>> {
  return db
    .select({ kod: codeListItems.kod, nazev: codeListItems.nazev })
    .from(codeListItems)
    .where(eq(codeListItems.ciselnik, ciselnik))
    .orderBy(asc(codeListItems.poradi), asc(codeListItems.kod));
}

/** Banners valid today (Prague), in their order. */
export async function bannersOfToday(db: Database) {
  const today = todayInPrague();
  const rows = await db
    .select({ id: banners.id, nadpis: banners.nadpis, text: banners.text, odkazText: banners.odkazText, odkazUrl: banners.odkazUrl })
    .from(banners)
    .where(
      and(or(isNull(banners.platnostOd), lte(banners.platnostOd, today)), or(isNull(banners.platnostDo), gte(banners.platnostDo, today))),
    )
    .orderBy(asc(banners.poradi), asc(banners.id));
  return { seznamBaneru: rows };
}
