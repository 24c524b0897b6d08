import {
  generateOpenApiDocument,
  OPENAPI_DOCUMENT_PATH,
  writeOpenApiDocument,
} from '../server/test/openapi-document';

/**
 * `tsx scripts/write-openapi.ts [file]`: writes the document of `GET /api/openapi.json`, built by
 * the app on an in-memory database, to `file` (default `.openapi/openapi.json`), for
 * `npm run lint:openapi` and for anyone who wants it without starting the server.
 */
async function main(): Promise<void> {
  const file = await writeOpenApiDocument(
    await generateOpenApiDocument(),
    process.argv[2] ?? OPENAPI_DOCUMENT_PATH,
  );
  process.stdout.write(`Wrote the OpenAPI document to ${file}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Could not write the OpenAPI document: ${String(err)}\n`);
  process.exit(1);
});
