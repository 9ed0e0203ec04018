import { and, asc, count, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { banery, ciselnik, napoveda, widgetZpravyNeprectene, zastupy, type Zastup } from '../../contract/general';
import { banners, codeListItems, helpTexts, insuredPersons, messagesTable, representations } from '../db/schema';
import { notFoundError } from '../plugins/errors';
import { dateWithZeroTime, todayInPrague } from '../services/clock';
import { registerCall, requireCaller } from './register';

/** The general calls: represented persons, help texts, code lists, banners, unread count. */
export function registerGeneralRoutes(app: FastifyInstance): void {
  registerCall(app, zastupy, async (ctx) => {
    const caller = requireCaller(ctx);
    const rows = await ctx.deps.db
      .select({
        pojistenecId: insuredPersons.id,
        jmeno: insuredPersons.jmeno,
        prijmeni: insuredPersons.prijmeni,
        avatarBarva: insuredPersons.avatarBarva,
        zamestnavatel: insuredPersons.zamestnavatel,
        narozen: insuredPersons.narozen,
        typZastupce: representations.typZastupce,
      })
      .from(representations)
      .innerJoin(insuredPersons, eq(insuredPersons.id, representations.insuredPersonId))
      .where(eq(representations.userId, caller.userId))
      .orderBy(asc(representations.poradi), asc(insuredPersons.id));
    return {
      seznamZastupu: rows.map((row) => ({
        pojistenecId: row.pojistenecId,
        pojistenec: { jmeno: row.jmeno, prijmeni: row.prijmeni },
        avatarBarva: row.avatarBarva,
        zamestnavatel: row.zamestnavatel,
        narozen: dateWithZeroTime(row.narozen),
        typZastupce: row.typZastupce as Zastup['typZastupce'],
      })),
    };
  });

  registerCall(app, napoveda, async ({ query, deps }) => {
    const [row] = await deps.db.select().from(helpTexts).where(eq(helpTexts.kod, query.kod.toUpperCase())).limit(1);
    if (!row) throw notFoundError();
    return { kod: row.kod, nadpis: row.nadpis, popis: row.popis };
  });

  registerCall(app, ciselnik, async ({ query, deps }) => {
    const name = query.ciselnik.toUpperCase();
    const rows = await deps.db
      .select({ kod: codeListItems.kod, nazev: codeListItems.nazev })
      .from(codeListItems)
      .where(eq(codeListItems.ciselnik, name))
      .orderBy(asc(codeListItems.poradi), asc(codeListItems.kod));
    if (rows.length === 0) throw notFoundError();
    return { ciselnik: name, polozky: rows };
  });

  registerCall(app, banery, async ({ deps }) => {
    const today = todayInPrague();
    const rows = await deps.db
      .select({ id: banners.id, nadpis: banners.nadpis, text: banners.text, odkazText: banners.odkazText, odkazUrl: banners.odkazUrl })
      .from(banners)
      .where(and(or(isNull(banners.platnostOd), lte(banners.platnostOd, today)), or(isNull(banners.platnostDo), gte(banners.platnostDo, today))))
      .orderBy(asc(banners.poradi), asc(banners.id));
    return { seznamBaneru: rows };
  });

  /**
   * Unread messages of the person (the adapter has checked access). With
   * `pozadavekDetail=ANO` the overview covers every person the caller represents, so the
   * person switcher can show a count for each.
   */
  registerCall(app, widgetZpravyNeprectene, async (ctx) => {
    const caller = requireCaller(ctx);
    const { db } = ctx.deps;
    const personId = ctx.query.pojistenecId;
    if (ctx.query.pozadavekDetail === 'ANO') {
      const rows = await db
        .select({ pojistenecId: representations.insuredPersonId, pocet: sql<number>`count(${messagesTable.id})::int` })
        .from(representations)
        .leftJoin(messagesTable, and(eq(messagesTable.insuredPersonId, representations.insuredPersonId), isNull(messagesTable.readAt)))
        .where(eq(representations.userId, caller.userId))
        .groupBy(representations.insuredPersonId, representations.poradi)
        .orderBy(asc(representations.poradi), asc(representations.insuredPersonId));
      if (rows.some((row) => String(row.pojistenecId) === personId)) {
        return { prehledZastupu: rows.map((row) => ({ pojistenecId: Number(row.pojistenecId), pocet: Number(row.pocet) })) };
      }
      // A doctor looking at a patient: only that person.
    }
    const [row] = await db
      .select({ pocet: count() })
      .from(messagesTable)
      .where(and(eq(messagesTable.insuredPersonId, sql`${personId}::bigint`), isNull(messagesTable.readAt)));
    return { prehledZastupu: [{ pojistenecId: Number(personId), pocet: Number(row?.pocet ?? 0) }] };
  });
}
