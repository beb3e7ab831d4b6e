import type { FastifyInstance } from 'fastify';
import { contractsState } from '../../contracts/contracts-repository';
import { rollForwardDue } from '../../contracts/roll-forward';
import { todayIn } from '../../lib/calendar-dates';

/** The owner's today (in their time zone) and the contracts' revision, as one cheap read per request. */
export async function ownerDay(app: FastifyInstance, ownerId: string) {
  const state = await contractsState(app.db, ownerId);
  return { revision: state?.revision ?? 0, today: todayIn(state?.timeZone ?? 'UTC') };
}

/**
 * The owner's today, after rolling forward what renewed itself since: every screen that shows dates reads them
 * through here, so a self-renewing contract never shows a passed renewal.
 */
export async function ownerTodayRolled(app: FastifyInstance, ownerId: string): Promise<string> {
  const { today } = await ownerDay(app, ownerId);
  await rollForwardDue(app.db, ownerId, today);
  return today;
}
