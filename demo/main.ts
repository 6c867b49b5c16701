// `npm start`: the demo instance serving the built client from dist/, with the authorize page approving at once.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startDemo } from './server.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const port = Number.parseInt(process.env.PORT ?? '', 10);

const demo = await startDemo({
  port: Number.isFinite(port) ? port : 4173,
  host: process.env.HOST ?? '127.0.0.1',
  staticDir: existsSync(dist) ? dist : undefined,
  autoApprove: true,
  quiet: false,
});
if (!existsSync(dist))
  console.warn('No dist/ folder: run `npm run build` to serve the client. The API runs anyway.');
console.log(`Woolly demo: ${demo.url}`);

const stop = () => {
  demo.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
