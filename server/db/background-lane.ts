import pLimit, { type LimitFunction } from 'p-limit';
import type pg from 'pg';

/**
 * What background work (searches) queries through: the pool that answers requests, entered through a lane that lets
 * at most `slots` background queries wait for or hold a connection at once. A search writes in bursts (a batch of
 * analysed documents lands together); queued first-come on the pool, such a burst put every request behind it (a
 * quarter of a second on the embedded database and its single connection). Through the lane, a request waits behind
 * at most `slots` background queries, and a search still gets every connection requests leave idle.
 *
 * drizzle opens a transaction with connect() on anything whose class name contains "Pool", as on a pg.Pool: the
 * client it gets keeps its slot until released.
 */
export class BackgroundLanePool {
  private readonly limit: LimitFunction;

  constructor(
    private readonly pool: pg.Pool,
    slots: number,
  ) {
    this.limit = pLimit(slots);
  }

  query(config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    return this.limit(() => this.pool.query(config, values));
  }

  connect(): Promise<pg.PoolClient> {
    return new Promise((resolve, reject) => {
      void this.limit(async () => {
        let client: pg.PoolClient;
        try {
          client = await this.pool.connect();
        } catch (error) {
          reject(error);
          return;
        }
        // pg-pool gives each checkout its own release(); this one also frees the slot.
        const release = client.release;
        const released = new Promise<void>((done) => {
          client.release = (error?: Error | boolean) => {
            client.release = release;
            release.call(client, error);
            done();
          };
        });
        resolve(client);
        await released;
      });
    });
  }
}
