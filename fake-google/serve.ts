// Runs the project's fake Google on loopback (default port 4010) for the browser tests and local sandboxes:
// GOOGLE_API_BASE_URL=http://127.0.0.1:4010 GOOGLE_CLIENT_ID=fake-client-id.apps.googleusercontent.com
// GOOGLE_CLIENT_SECRET=fake-client-secret npm start
import { startFakeGoogle } from './fake-google';

const google = await startFakeGoogle(Number(process.env.FAKE_GOOGLE_PORT ?? 4010));
console.log(`fake Google on ${google.url} (client id ${google.clientId})`);
const stop = () => void google.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
