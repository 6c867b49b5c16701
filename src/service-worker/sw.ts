// The service worker, built to /sw.js at the site root (scope `/`). Self-contained: it imports only its own
// folder, so the bundle has no shared chunks and works as a classic script.
import { installServiceWorker } from './handlers.ts';
import type { SwScope } from './scope.ts';

installServiceWorker(self as unknown as SwScope);
