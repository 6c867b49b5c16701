// Every unit test runs with the English catalogue loaded, as the page has it before it mounts the app.
import { beforeAll } from 'vitest';
import { loadLocale } from '../../src/i18n/index.ts';

beforeAll(() => loadLocale('en'));
