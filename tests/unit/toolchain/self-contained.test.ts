// A clone of the repository runs its tests with nothing beside it: the tests and the test command read only files
// inside the repository, the contract data they read is carried in tests/contract-data/ with its license files,
// and the OpenAPI copy there holds no prose of the description it comes from.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proseFields, stripProse } from '../../../scripts/strip-prose.ts';
import { CONTRACT_DIR, DOC_EXAMPLES_DIR, OPENAPI_FILE, RECORDINGS_DIR } from '../../reference.ts';

const root = resolve(import.meta.dirname, '../../..');
const inside = (path: string) => {
  const rel = relative(root, path);
  return !rel.startsWith('..') && !resolve(rel).startsWith('..');
};

/** Source files of the tests and the test command (data files hold no paths). */
function sources(): string[] {
  const tests = readdirSync(join(root, 'tests'), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|js)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  return [...tests, join(root, 'scripts/test.mjs'), join(root, 'vitest.config.ts')];
}

/** Relative paths written in a file (`'../x'`, `"../../y"`), resolved from the file's folder. */
function relativePathsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/['"`]((?:\.\.\/)+[^'"`$]*|\.\.)['"`]/g)].map((m) =>
    resolve(dirname(file), m[1] ?? ''),
  );
}

describe('the tests need nothing beside the repository', () => {
  it('the contract data the tests read is inside the repository', () => {
    for (const path of [CONTRACT_DIR, OPENAPI_FILE, RECORDINGS_DIR, DOC_EXAMPLES_DIR]) {
      expect(inside(path), path).toBe(true);
      expect(existsSync(path), path).toBe(true);
    }
  });

  it('no test file or test command names a path outside the repository', () => {
    const outside = sources().flatMap((file) =>
      relativePathsIn(file)
        .filter((p) => !inside(p))
        .map((p) => `${relative(root, file)} → ${p}`),
    );
    expect(outside).toEqual([]);
  });

  it('each carried folder keeps its license file beside the data', () => {
    for (const dir of [dirname(OPENAPI_FILE), RECORDINGS_DIR, DOC_EXAMPLES_DIR])
      expect(existsSync(join(dir, 'LICENSE')), dir).toBe(true);
  });

  it('the carried OpenAPI description has paths and schemas but no prose', () => {
    const doc = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(150);
    expect(proseFields(doc)).toEqual([]);
    // `description` as the name of a field stays: it is what the server sends (a media's alt text).
    expect(doc.components.schemas.MediaAttachment?.properties).toHaveProperty('description');
  });
});

describe('stripping prose from an OpenAPI description', () => {
  const doc = {
    info: { title: 'API', version: '1', description: 'About the API', 'x-real-server-overrides': ['a note'] },
    externalDocs: { url: 'https://docs.example/', description: 'Docs' },
    paths: {
      '/api/v1/media': {
        post: {
          summary: 'Upload media',
          description: 'Long prose',
          parameters: [
            { name: 'description', in: 'query', description: 'Alt text', schema: { type: 'string' } },
          ],
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Media' },
                  examples: { Ok: { summary: 'An upload', value: { id: '1', description: 'a cat' } } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Media: {
          type: 'object',
          description: 'A media attachment',
          properties: { description: { type: ['string', 'null'], description: 'Alt text' } },
          required: ['description'],
          example: { description: 'a dog' },
        },
      },
    },
  };

  it('drops descriptions, summaries and notes and keeps names, schemas and example data', () => {
    expect(stripProse(doc)).toEqual({
      info: { title: 'API', version: '1' },
      paths: {
        '/api/v1/media': {
          post: {
            parameters: [{ name: 'description', in: 'query', schema: { type: 'string' } }],
            responses: {
              '200': {
                content: {
                  'application/json': {
                    schema: { $ref: '#/components/schemas/Media' },
                    examples: { Ok: { value: { id: '1', description: 'a cat' } } },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Media: {
            type: 'object',
            properties: { description: { type: ['string', 'null'] } },
            required: ['description'],
            example: { description: 'a dog' },
          },
        },
      },
    });
    expect(proseFields(doc).length).toBe(10);
    expect(doc.info.description).toBe('About the API');
  });
});
