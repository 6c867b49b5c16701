// Where the tests' contract data lives: tests/contract-data/, inside the repository, so a clone runs its tests with
// nothing beside it. scripts/refresh-contract-data.mjs makes that copy from the reference material (the OpenAPI
// description without its prose, the recordings and doc examples the tests read, each folder's license file).
import { resolve } from 'node:path';

export const CONTRACT_DIR = resolve(import.meta.dirname, 'contract-data');
export const OPENAPI_FILE = resolve(CONTRACT_DIR, 'openapi/mastodon-openapi.json');
export const RECORDINGS_DIR = resolve(CONTRACT_DIR, 'recordings');
export const DOC_EXAMPLES_DIR = resolve(CONTRACT_DIR, 'doc-examples');
