import crypto from "node:crypto";
import { mondayOf, todayIn, PARIS_TIME_ZONE } from "~/domain/base/week";
import {
  DEFAULT_MEAL_TIMES,
  INVITATION_DAYS,
  type HouseholdForm,
  type MealTimes,
  type InvitationState,
  closedLinkMessages,
  defaultHouseholdName,
  householdMessages,
  invitationState,
  removedMessage,
  renamedMessage,
  sendToMessage,
} from "~/domain/household/household-forms";
import type {
  HouseholdMember,
  HouseholdRepository,
  Invitation,
  Membership,
  PendingInvitation,
} from "../db/household-repository";

/** 256 random bits, as the calendar's links: past guessing by a wide margin. */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Where an invitation's link answers, from the site's root. */
const invitationPath = (token: string) => `/foyer/rejoindre/${token}`;

export interface Person {
  userId: string;
  name: string;
}

/** What « Mon foyer » shows; a household not made yet has no id. */
export interface HouseholdPage {
  membership: Pick<Membership, "name" | "role"> & { householdId?: string };
  members: HouseholdMember[];
  invitations: PendingInvitation[];
  mealTimes: MealTimes;
}

/** What an action on « Mon foyer » answers: a message, or a French error with its field. */
export type HouseholdOutcome =
  | { ok: true; message: string; link?: string; sendTo?: string }
  | { ok: false; status: 400 | 403 | 404; field?: string; message: string };

/** What the invitation page shows: the link's household, or why it no longer opens one. */
export type InvitationView =
  | { state: "unknown" }
  | { state: Exclude<InvitationState, "pending">; message: string }
  | { state: "pending"; invitation: Invitation };

/** A link that opens no household, and why. */
export type ClosedInvitation = Exclude<InvitationView, { state: "pending" }>;

/**
 * « Mon foyer »'s use cases: a person's household (made on first need), invitations by a secret
 * link kept as its SHA-256, joining, leaving and removing (docs/decisions/0057-households.md).
 */
export function householdService({
  households,
  now = () => new Date(),
}: {
  households: HouseholdRepository;
  /** The clock: tests move it past an invitation's seven days. */
  now?: () => Date;
}) {
  const ensure = (person: Person) => households.ensure(person.userId, defaultHouseholdName(person.name));

  /** A token's invitation, if it is well formed and known. */
  async function invitationOf(token: string): Promise<Invitation | undefined> {
    return TOKEN.test(token) ? households.invitation(hashOf(token)) : undefined;
  }

  return {
    ensure,
    membershipOf: (userId: string) => households.membership(userId),
    mealTimes: (householdId: string) => households.mealTimes(householdId),

    /**
     * The page « Mon foyer »: the household, its people and, for its owner, the open invitations.
     * A read creates nothing: someone without a household yet sees the one of one their first
     * change will make (no id: it is not stored).
     */
    async page(person: Person & Pick<HouseholdMember, "email">): Promise<HouseholdPage> {
      const membership = await households.membership(person.userId);
      if (!membership) {
        const { userId, name, email } = person;
        const self = { userId, name, email, role: "owner" as const, joinedAt: now().toISOString() };
        return {
          membership: { name: defaultHouseholdName(person.name), role: "owner" },
          members: [self],
          invitations: [],
          mealTimes: DEFAULT_MEAL_TIMES,
        };
      }
      const [members, invitations, mealTimes] = await Promise.all([
        households.members(membership.householdId),
        membership.role === "owner" ? households.pending(membership.householdId, now()) : [],
        households.mealTimes(membership.householdId),
      ]);
      return { membership, members, invitations, mealTimes };
    },

    async act(person: Person, form: HouseholdForm, origin: string): Promise<HouseholdOutcome> {
      const held = await households.membership(person.userId);
      // Renaming, inviting and setting the times keep something: they make the household on first
      // need. Revoking, removing and leaving find nothing to act on in one not made yet.
      const home = async () => held ?? (await ensure(person));
      const isOwner = (held?.role ?? "owner") === "owner";
      const denied = { ok: false, status: 403, message: householdMessages.notOwner } as const;
      switch (form.intent) {
        case "renommer":
          if (!isOwner) return denied;
          await households.rename((await home()).householdId, form.nom);
          return { ok: true, message: renamedMessage(form.nom) };
        case "inviter": {
          if (!isOwner) return denied;
          const token = crypto.randomBytes(TOKEN_BYTES).toString("base64url");
          const expiresAt = new Date(now().getTime() + INVITATION_DAYS * DAY_MS);
          await households.invite((await home()).householdId, person.userId, hashOf(token), {
            email: form.email,
            expiresAt,
          });
          return {
            ok: true,
            message: householdMessages.invitationCreated,
            link: `${origin}${invitationPath(token)}`,
            sendTo: form.email && sendToMessage(form.email),
          };
        }
        case "revoquer": {
          if (!isOwner) return denied;
          const revoked =
            held !== undefined && (await households.revoke(held.householdId, form.invitation, now()));
          if (!revoked) {
            return {
              ok: false,
              status: 404,
              field: "invitation",
              message: householdMessages.unknownInvitation,
            };
          }
          return { ok: true, message: householdMessages.invitationRevoked };
        }
        case "retirer": {
          if (!isOwner) return denied;
          if (form.membre === person.userId) {
            return { ok: false, status: 400, field: "membre", message: householdMessages.cannotRemoveSelf };
          }
          const members = held ? await households.members(held.householdId) : [];
          const removed = members.find((member) => member.userId === form.membre);
          const left =
            removed &&
            (await households.leave(removed.userId, {
              fromMonday: thisMonday(),
              newName: defaultHouseholdName(removed.name),
              by: person.userId,
            }));
          if (!removed || !left) {
            return { ok: false, status: 404, field: "membre", message: householdMessages.unknownMember };
          }
          return { ok: true, message: removedMessage(removed.name) };
        }
        case "quitter": {
          const left = await households.leave(person.userId, {
            fromMonday: thisMonday(),
            newName: defaultHouseholdName(person.name),
          });
          if (!left) return { ok: false, status: 400, message: householdMessages.aloneCannotLeave };
          return { ok: true, message: householdMessages.left };
        }
        // Any member: the times are the home's daily life, as the week every member plans.
        case "heures":
          await households.setMealTimes((await home()).householdId, {
            breakfast: form.petitDejeuner,
            lunch: form.dejeuner,
            dinner: form.diner,
          });
          return { ok: true, message: householdMessages.mealTimesSaved };
      }
    },

    /** What a link opens, for the invitation page. */
    async view(token: string): Promise<InvitationView> {
      const invitation = await invitationOf(token);
      if (!invitation) return { state: "unknown" };
      const state = invitationState(invitation, now());
      if (state === "pending") return { state, invitation };
      return { state, message: closedLinkMessages[state] };
    },

    /** Spends the link for the person; the view tells why when it no longer opens the household. */
    async join(person: Person, token: string): Promise<{ joined: true; name: string } | ClosedInvitation> {
      const invitation = await invitationOf(token);
      if (!invitation) return { state: "unknown" };
      const current = await households.membership(person.userId);
      if (current?.householdId === invitation.householdId) {
        return { state: "used", message: householdMessages.alreadyMember };
      }
      if (await households.join(person.userId, hashOf(token), now())) {
        return { joined: true, name: invitation.householdName };
      }
      // Gone meanwhile with its household (its last member left Toque): a link to nothing.
      const after = await invitationOf(token);
      const state = after && invitationState(after, now());
      if (!state || state === "pending") return { state: "unknown" };
      return { state, message: closedLinkMessages[state] };
    },

    /** Accounts were deleted: their households stay with the others (see the repository). */
    settleDeparted: () => households.settleDeparted(),
  };

  function thisMonday(): string {
    return mondayOf(todayIn(PARIS_TIME_ZONE, now()));
  }
}

export type HouseholdService = ReturnType<typeof householdService>;
