import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * A conditional GET of something built from the owner's contracts as of their today. The tag holds the contracts'
 * revision and the day, so a new day is a new tag and dates that renewed themselves roll forward before anything is
 * sent. Answers true when a 304 went out; otherwise the tag set is that of what will be sent.
 */
export async function sentUnchanged(
  app: FastifyInstance,
  ownerId: string,
  name: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const { revision, today } = await ownerDay(app, ownerId);
  const etag = `W/"${name}-${revision}-${today}"`;
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  if (request.headers['if-none-match'] === etag) {
    // No body and no Content-Length: a 304 that announced one would leave keep-alive clients waiting for it.
    reply.code(304).send();
    return true;
  }
  if ((await rollForwardDue(app.db, ownerId, today)) > 0) {
    const rolled = await ownerDay(app, ownerId);
    reply.header('ETag', `W/"${name}-${rolled.revision}-${rolled.today}"`);
  }
  return false;
}
