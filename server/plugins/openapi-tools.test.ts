import { beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApiDocument, writeOpenApiDocument } from '../test/openapi-document';
import { formatRedoclyProblems, lintWithRedocly } from '../test/redocly-lint';

/**
 * `/api/openapi.json` as third-party tools see it: Redocly CLI's recommended rules pass with no
 * error and no warning (as `npm run lint:openapi`).
 */
describe('OpenAPI document with third-party tools', () => {
  let document = '';
  beforeAll(async () => {
    document = await generateOpenApiDocument();
  }, 60_000);

  it("passes Redocly's recommended rules with no errors and no warnings", async () => {
    const report = await lintWithRedocly(await writeOpenApiDocument(document));
    expect(formatRedoclyProblems(report.problems)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
