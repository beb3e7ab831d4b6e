import fs from 'node:fs';

/** Removes the run's data directory (see playwright.config.ts). */
export default function globalTeardown() {
  const dataDir = process.env.RT_E2E_DATA_DIR;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
