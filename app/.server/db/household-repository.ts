import crypto from "node:crypto";
import { type Kysely, type Transaction, sql } from "kysely";
import { DEFAULT_MEAL_TIMES, type MealTimes } from "~/domain/household/household-forms";
import type { DatabaseSchema } from "./schema";

export type HouseholdRole = "owner" | "member";

export interface Membership {
  householdId: string;
  name: string;
  role: HouseholdRole;
}

export interface HouseholdMember {
  userId: string;
  name: string;
  email: string;
  role: HouseholdRole;
  joinedAt: string;
}

export interface Invitation {
  id: string;
  householdId: string;
  householdName: string;
  email: string | null;
  inviterName: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

/** An open invitation as its household's owner sees it listed: the household is their own. */
export type PendingInvitation = Pick<Invitation, "id" | "email" | "createdAt" | "expiresAt">;

/** The tables a household shares, and the columns that make a row unique within one. */
const SHARED = {
  meal_plan_entry: ["day", "type"],
  shopping_tick: ["week", "item_key"],
  shopping_extra: ["week", "item_key"],
  pantry_item: ["item_key"],
} as const;
type SharedTable = keyof typeof SHARED;

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * « Mon foyer »: who shares a week, a list and a pantry, and the invitations that let people in.
 * Every change of membership runs in one transaction, so that a person is never left without a
 * household nor in two, and a household is never left without its owner.
 */
export function householdRepository(db: Kysely<DatabaseSchema>) {
  async function membershipOf(trx: Db, userId: string): Promise<Membership | undefined> {
    const row = await trx
      .selectFrom("household_member")
      .innerJoin("household", "household.id", "household_member.household_id")
      .select(["household.id", "household.name", "household_member.role"])
      .where("household_member.user_id", "=", userId)
      .executeTakeFirst();
    return row && { householdId: row.id, name: row.name, role: row.role };
  }

  /**
   * The person's membership, their household's row locked until the transaction ends. On
   * PostgreSQL two people leaving one household at once would otherwise each see the other still
   * there, and both go, leaving it with nobody and its pantry with nobody; locked, the second
   * waits and then finds itself alone. SQLite runs one transaction at a time already.
   */
  async function lockedMembershipOf(trx: Db, userId: string): Promise<Membership | undefined> {
    const seen = await membershipOf(trx, userId);
    if (!seen) return undefined;
    // An update that changes nothing: the one row lock both databases take with the same SQL.
    await trx
      .updateTable("household")
      .set((eb) => ({ name: eb.ref("name") }))
      .where("id", "=", seen.householdId)
      .execute();
    const held = await membershipOf(trx, userId);
    // Moved elsewhere while this one waited: the household locked is no longer theirs.
    return held?.householdId === seen.householdId ? held : undefined;
  }

  /** Whether someone besides the person belongs to the household. */
  async function sharesHousehold(trx: Db, householdId: string, userId: string): Promise<boolean> {
    const other = await trx
      .selectFrom("household_member")
      .select("user_id")
      .where("household_id", "=", householdId)
      .where("user_id", "!=", userId)
      .executeTakeFirst();
    return other !== undefined;
  }

  async function createAlone(trx: Db, userId: string, name: string, now: string): Promise<string> {
    const householdId = crypto.randomUUID();
    await trx.insertInto("household").values({ id: householdId, name, created_at: now }).execute();
    await trx
      .insertInto("household_member")
      .values({ user_id: userId, household_id: householdId, role: "owner", joined_at: now })
      .execute();
    return householdId;
  }

  /**
   * Takes the person out of their household, which stays with the others: when the owner goes,
   * the member who joined first takes over; a household left empty is deleted with its rows.
   */
  async function depart(trx: Db, userId: string): Promise<void> {
    const membership = await membershipOf(trx, userId);
    if (!membership) return;
    await trx.deleteFrom("household_member").where("user_id", "=", userId).execute();
    const next = await trx
      .selectFrom("household_member")
      .select("user_id")
      .where("household_id", "=", membership.householdId)
      .orderBy("joined_at")
      .orderBy("user_id")
      .executeTakeFirst();
    if (!next) {
      await trx.deleteFrom("household").where("id", "=", membership.householdId).execute();
      return;
    }
    if (membership.role === "owner") {
      await trx
        .updateTable("household_member")
        .set({ role: "owner" })
        .where("user_id", "=", next.user_id)
        .execute();
    }
  }

  /** Copies the household's rows from the week of `fromMonday` on into another household. */
  async function copyFrom(trx: Db, from: string, to: string, fromMonday: string): Promise<void> {
    const now = new Date().toISOString();
    const meals = await trx
      .selectFrom("meal_plan_entry")
      .selectAll()
      .where("household_id", "=", from)
      .where("day", ">=", fromMonday)
      .execute();
    if (meals.length > 0) {
      await trx
        .insertInto("meal_plan_entry")
        .values(meals.map((row) => ({ ...row, id: crypto.randomUUID(), household_id: to, created_at: now })))
        .execute();
    }
    for (const table of ["shopping_tick", "shopping_extra"] as const) {
      // Both tables have the same owner and week columns; the rest of the row is copied as it is.
      const rows = await (trx as Kysely<DatabaseSchema>)
        .selectFrom(table as "shopping_tick")
        .selectAll()
        .where("household_id", "=", from)
        .where("week", ">=", fromMonday)
        .execute();
      if (rows.length === 0) continue;
      await (trx as Kysely<DatabaseSchema>)
        .insertInto(table as "shopping_tick")
        .values(rows.map((row) => ({ ...row, id: crypto.randomUUID(), household_id: to })))
        .execute();
    }
  }

  /**
   * Moves every row of one household into another, which keeps its own where both hold the same
   * slot or item (as a visitor's rows join an account, docs/decisions/0010).
   */
  async function mergeInto(trx: Db, from: string, to: string): Promise<void> {
    for (const [table, key] of Object.entries(SHARED) as [SharedTable, readonly string[]][]) {
      const clash = key.map(
        (column) => sql`held.${sql.ref(column)} = ${sql.table(table)}.${sql.ref(column)}`,
      );
      await sql`
        update ${sql.table(table)} set household_id = ${to}
        where household_id = ${from}
        and not exists (
          select 1 from ${sql.table(table)} as held
          where held.household_id = ${to} and ${sql.join(clash, sql` and `)}
        )
      `.execute(trx);
    }
  }

  async function invitationRow(trx: Db, tokenHash: string): Promise<Invitation | undefined> {
    const row = await trx
      .selectFrom("household_invitation")
      .innerJoin("household", "household.id", "household_invitation.household_id")
      .leftJoin("user", "user.id", "household_invitation.invited_by")
      .select([
        "household_invitation.id",
        "household_invitation.household_id",
        "household.name as household_name",
        "household_invitation.email",
        "user.name as inviter_name",
        "household_invitation.created_at",
        "household_invitation.expires_at",
        "household_invitation.used_at",
        "household_invitation.revoked_at",
      ])
      .where("household_invitation.token_hash", "=", tokenHash)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        householdId: row.household_id,
        householdName: row.household_name,
        email: row.email,
        inviterName: row.inviter_name,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
        revokedAt: row.revoked_at,
      }
    );
  }

  return {
    membership: (userId: string) => membershipOf(db, userId),

    /**
     * The person's household, made for them (alone, as owner) when they have none: a new account,
     * or one made after the migration that gave every account its own.
     */
    async ensure(userId: string, name: string): Promise<Membership> {
      const held = await membershipOf(db, userId);
      if (held) return held;
      try {
        await db.transaction().execute((trx) => createAlone(trx, userId, name, new Date().toISOString()));
      } catch (error) {
        // Two first requests at once: the other one made it, and the primary key refused ours.
        const made = await membershipOf(db, userId);
        if (made) return made;
        throw error;
      }
      return (await membershipOf(db, userId))!;
    },

    async members(householdId: string): Promise<HouseholdMember[]> {
      const rows = await db
        .selectFrom("household_member")
        .innerJoin("user", "user.id", "household_member.user_id")
        .select(["user.id", "user.name", "user.email", "household_member.role", "household_member.joined_at"])
        .where("household_member.household_id", "=", householdId)
        .orderBy("household_member.joined_at")
        .orderBy("user.id")
        .execute();
      return rows.map((row) => ({
        userId: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        joinedAt: row.joined_at,
      }));
    },

    /** When the household's meals start; Toque's default for a meal it never set. */
    async mealTimes(householdId: string): Promise<MealTimes> {
      const row = await db
        .selectFrom("household")
        .select(["breakfast_at", "lunch_at", "dinner_at"])
        .where("id", "=", householdId)
        .executeTakeFirst();
      return {
        breakfast: row?.breakfast_at ?? DEFAULT_MEAL_TIMES.breakfast,
        lunch: row?.lunch_at ?? DEFAULT_MEAL_TIMES.lunch,
        dinner: row?.dinner_at ?? DEFAULT_MEAL_TIMES.dinner,
      };
    },

    async setMealTimes(householdId: string, times: MealTimes): Promise<void> {
      await db
        .updateTable("household")
        .set({ breakfast_at: times.breakfast, lunch_at: times.lunch, dinner_at: times.dinner })
        .where("id", "=", householdId)
        .execute();
    },

    async rename(householdId: string, name: string): Promise<void> {
      await db.updateTable("household").set({ name }).where("id", "=", householdId).execute();
    },

    async invite(
      householdId: string,
      invitedBy: string,
      tokenHash: string,
      { email, expiresAt }: { email?: string; expiresAt: Date },
    ): Promise<string> {
      const id = crypto.randomUUID();
      await db
        .insertInto("household_invitation")
        .values({
          id,
          household_id: householdId,
          token_hash: tokenHash,
          email: email ?? null,
          invited_by: invitedBy,
          created_at: new Date().toISOString(),
          expires_at: expiresAt.toISOString(),
          used_at: null,
          used_by: null,
          revoked_at: null,
        })
        .execute();
      return id;
    },

    /** The invitations still open at `now`, newest first. */
    async pending(householdId: string, now: Date): Promise<PendingInvitation[]> {
      const rows = await db
        .selectFrom("household_invitation")
        .select(["id", "email", "created_at", "expires_at"])
        .where("household_id", "=", householdId)
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .orderBy("created_at", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      }));
    },

    /** False when the invitation is not this household's, or no longer open. */
    async revoke(householdId: string, invitationId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable("household_invitation")
        .set({ revoked_at: now.toISOString() })
        .where("id", "=", invitationId)
        .where("household_id", "=", householdId)
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    invitation: (tokenHash: string) => invitationRow(db, tokenHash),

    /**
     * Spends an invitation and moves the person into its household. The link is marked used by a
     * conditional update, so that of two people (or two tabs) racing with one link, one gets in.
     * Someone alone in their household brings its rows along; someone who shared one leaves it
     * with the others. Returns false when the link was no longer open.
     */
    async join(userId: string, tokenHash: string, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable("household_invitation")
          .set({ used_at: now.toISOString(), used_by: userId })
          .where("token_hash", "=", tokenHash)
          .where("used_at", "is", null)
          .where("revoked_at", "is", null)
          .where("expires_at", ">", now.toISOString())
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) === 0) return false;
        const invitation = (await invitationRow(trx, tokenHash))!;
        const current = await lockedMembershipOf(trx, userId);
        if (current?.householdId === invitation.householdId) return true;
        if (current) {
          const alone = !(await sharesHousehold(trx, current.householdId, userId));
          if (alone) await mergeInto(trx, current.householdId, invitation.householdId);
          await depart(trx, userId);
        }
        await trx
          .insertInto("household_member")
          .values({
            user_id: userId,
            household_id: invitation.householdId,
            role: "member",
            joined_at: now.toISOString(),
          })
          .execute();
        return true;
      });
    },

    /**
     * The person leaves their household for a new one of their own, with a copy of the meals,
     * ticks and added lines from the week of `fromMonday` on. `by` is who asks: the person
     * themself, or the owner removing them. Returns false when there was nothing to leave.
     */
    async leave(
      userId: string,
      { fromMonday, newName, by = userId }: { fromMonday: string; newName: string; by?: string },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const current = await lockedMembershipOf(trx, userId);
        if (!current) return false;
        if (by !== userId) {
          const asker = await membershipOf(trx, by);
          if (asker?.householdId !== current.householdId || asker.role !== "owner") return false;
        }
        if (!(await sharesHousehold(trx, current.householdId, userId))) return false;
        await depart(trx, userId);
        const fresh = await createAlone(trx, userId, newName, new Date().toISOString());
        await copyFrom(trx, current.householdId, fresh, fromMonday);
        return true;
      });
    },

    /**
     * Settles the households of deleted accounts, once the user row is gone and its membership
     * with it: the member who joined first takes over a household left without its owner, and a
     * household left with nobody goes with its rows. Nothing is touched before the account is
     * really deleted, so a deletion that fails loses no one's week nor pantry; and the same
     * statements, run again by the housekeeping, finish what a failed run left.
     * Returns the number of households deleted.
     */
    async settleDeparted(): Promise<number> {
      return db.transaction().execute(async (trx) => {
        // Two runs at once pick the same person: the order is total (joined_at, then user_id).
        await sql`
          update household_member set role = 'owner'
          where not exists (
            select 1 from household_member as owner
            where owner.household_id = household_member.household_id and owner.role = 'owner'
          )
          and not exists (
            select 1 from household_member as earlier
            where earlier.household_id = household_member.household_id
            and (earlier.joined_at < household_member.joined_at
              or (earlier.joined_at = household_member.joined_at and earlier.user_id < household_member.user_id))
          )
        `.execute(trx);
        const emptied = await trx
          .deleteFrom("household")
          .where(({ exists, not, selectFrom }) =>
            not(
              exists(
                selectFrom("household_member")
                  .select("household_member.user_id")
                  .whereRef("household_member.household_id", "=", "household.id"),
              ),
            ),
          )
          .executeTakeFirst();
        return Number(emptied.numDeletedRows);
      });
    },
  };
}

export type HouseholdRepository = ReturnType<typeof householdRepository>;
