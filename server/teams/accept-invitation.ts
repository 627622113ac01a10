/**
 * Accepting an invitation, as a signed-in user or as a new account. The mail proved that its reader
 * owns the address, so the account is (marked) verified either way. Each runs in one transaction whose
 * first step claims the invitation, so a token works once even under concurrent requests.
 */
import { addMember, createUser, markVerified } from '../accounts/users.ts';
import type { UserRow } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { forbidden } from '../http/errors.ts';
import { switchTeam } from './current-user.ts';
import { claim, type InvitationRow } from './invitations.ts';

export async function acceptAsUser(db: Db, invitation: InvitationRow, user: UserRow): Promise<void> {
  // An invitation is for one address: a forwarded mail must not let someone else join.
  if (user.email !== invitation.email) throw forbidden('This invitation was sent to another address. Sign in with that address to accept it.');
  await db.transaction(async (tx) => {
    await claim(tx, invitation.id);
    // Somebody who already belongs keeps their role: accepting never demotes.
    await addMember(tx, invitation.teamId, user.id, invitation.role);
    await markVerified(tx, user.id);
    await switchTeam(tx, user.id, invitation.teamId);
  });
}

export async function acceptAsNewUser(db: Db, invitation: InvitationRow, input: { name: string; password: string }): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await claim(tx, invitation.id);
    const user = await createUser(tx, { name: input.name, email: invitation.email, password: input.password, verified: true });
    await addMember(tx, invitation.teamId, user.id, invitation.role);
    await switchTeam(tx, user.id, invitation.teamId);
    return user;
  });
}
