// Where the reference material lives: `../shared` beside the project (CI has it at the same relative path).
// Tests read its data files in place; nothing is copied into the project.
import { resolve } from 'node:path';

export const REFERENCE_DIR = resolve(import.meta.dirname, '../../shared');
export const CONTRACT_DIR = resolve(REFERENCE_DIR, 'contract');
export const OPENAPI_FILE = resolve(CONTRACT_DIR, 'openapi/mastodon-openapi.real-server.json');
export const RECORDINGS_DIR = resolve(CONTRACT_DIR, 'recordings');
export const DOC_EXAMPLES_DIR = resolve(CONTRACT_DIR, 'doc-examples');
