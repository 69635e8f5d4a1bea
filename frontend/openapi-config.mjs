// @rtk-query/codegen-openapi configuration: one generated file per OpenAPI tag under src/api/gen,
// each injecting its endpoints into the single empty api in src/api/baseApi.ts.
// Paths are relative to this folder (scripts/gen-api.mjs runs the generator from here).
import fs from 'node:fs';

export const schemaFile = process.env.JOHAP_OPENAPI_FILE ?? '../openapi/openapi.json';

/** Every tag used by an operation (auth, join, me, company, dashboard, health, ...): a new tag gets its own file. */
export function operationTags(file = schemaFile) {
  if (!fs.existsSync(file)) return [];
  const spec = JSON.parse(fs.readFileSync(file, 'utf8'));
  const tags = new Set();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === 'object' && 'operationId' in operation) {
        for (const tag of operation.tags ?? []) tags.add(tag);
      }
    }
  }
  return [...tags].sort();
}

export const tags = operationTags();

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile,
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: true,
  prettierConfigFile: './.prettierrc.json',
  outputFiles: Object.fromEntries(
    tags.map((tag) => [
      `./src/api/gen/${tag}.ts`,
      {
        exportName: `${tag}Api`,
        filterEndpoints: (_name, definition) => (definition.operation.tags ?? []).includes(tag),
      },
    ]),
  ),
};

export default config;
