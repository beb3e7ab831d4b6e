import fs from 'node:fs';
import path from 'node:path';

/**
 * The CUAD development set (../shared/cuad-dev beside the repository, or CUAD_DEV_DIR): read in place, never copied
 * into the repository. A missing set is an error with the reason, not a skipped test.
 */
export function cuadContract(id: string): string {
  const candidates = [
    process.env.CUAD_DEV_DIR,
    path.resolve(import.meta.dirname, '../../shared/cuad-dev'),
    '/work/shared/cuad-dev',
  ].filter((dir): dir is string => Boolean(dir));
  const dir = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'contracts', `${id}.pdf`)));
  if (!dir)
    throw new Error(`The CUAD development set was not found (set CUAD_DEV_DIR); looked in ${candidates.join(', ')}`);
  return path.join(dir, 'contracts', `${id}.pdf`);
}
