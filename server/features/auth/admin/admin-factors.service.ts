import type { z } from 'zod';
import type { adminFactorUpdateBodySchema } from '../../../../common/features/auth/admin.contract';
import type { AuthContext } from '../auth-context';
import { listFactors } from '../auth.repository';
import { deleteFactor, downgradeFactorSessions } from '../mfa/mfa.repository';
import { amrMethodOf, loadOwnedFactor } from '../mfa/mfa-factors';
import { presentFactor } from '../user.presenter';
import { renameFactor } from './admin.repository';
import { loadUserForAdmin } from './admin-users.service';

type FactorUpdate = z.output<typeof adminFactorUpdateBodySchema>;

/** `GET /admin/users/{id}/factors`: every factor of the user (GoTrue's `adminUserGetFactors`). */
export async function listFactorsAsAdmin(ctx: AuthContext, userId: string) {
  const user = await loadUserForAdmin(ctx, userId);
  return (await listFactors(ctx.db, user.id)).map(presentFactor);
}

/**
 * `DELETE /admin/users/{id}/factors/{factorId}`: deletes the factor whatever its status and
 * answers it; sessions that reached aal2 with it go back to aal1.
 * @throws AuthError 404 `validation_failed` (not a UUID), 404 `mfa_factor_not_found`.
 */
export async function deleteFactorAsAdmin(ctx: AuthContext, userId: string, factorId: string) {
  const user = await loadUserForAdmin(ctx, userId);
  const factor = await loadOwnedFactor(ctx.db, user.id, factorId);
  await ctx.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
    await downgradeFactorSessions(tx, factor.id, amrMethodOf(factor.factorType), ctx.clock.now());
  });
  return presentFactor(factor);
}

/**
 * `PUT /admin/users/{id}/factors/{factorId}`: renames the factor (`friendly_name`); `phone`
 * only concerns phone factors, which this server does not offer. Answers the factor.
 */
export async function updateFactorAsAdmin(
  ctx: AuthContext,
  userId: string,
  factorId: string,
  body: FactorUpdate,
) {
  const user = await loadUserForAdmin(ctx, userId);
  const factor = await loadOwnedFactor(ctx.db, user.id, factorId);
  if (!body.friendly_name) return presentFactor(factor);
  return presentFactor(await renameFactor(ctx.db, factor.id, body.friendly_name));
}
