import { z } from 'zod';
import { personAccessOf, type AnyCall } from '../contract/define';
import { apiErrorSchema } from '../contract/errors';
import { clientScopeLabels, TOKEN_PATH } from '../contract/core-system';
import { REFRESH_COOKIE } from './identity/cookie';

type JsonSchema = Record<string, unknown>;

/** zod → JSON Schema (2020-12, as OpenAPI 3.1 uses); what JSON cannot express becomes `{}`. */
function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    delete json.$schema;
    return json;
  } catch {
    return { description: 'Schéma nelze vyjádřit v JSON Schema.' };
  }
}

function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, propertySchema]) => ({
    name,
    in: location,
    required: location === 'path' ? true : required.has(name),
    schema: propertySchema,
  }));
}

const errorRef = { $ref: '#/components/schemas/ApiError' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });

function securityOf(call: AnyCall): Array<Record<string, string[]>> {
  if (call.auth === 'access') return [{ bearer: [] }];
  if (call.auth === 'refresh') return [{ refreshCookie: [] }];
  if (call.auth === 'client') return [{ client: call.scope ? [call.scope] : [] }];
  return [];
}

function operationOf(call: AnyCall): JsonSchema {
  const responses: Record<string, unknown> = {
    '200':
      call.responseKind === 'file'
        ? { description: 'Soubor (Content-Disposition: attachment)', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } }
        : { description: 'OK', content: { 'application/json': { schema: toSchema(call.response, 'output') } } },
  };
  if (call.params || call.query || call.body) responses['400'] = errorResponse('Chybné údaje (typ VALIDACE, `chyby` podle polí)');
  if (call.auth !== 'none') responses['401'] = errorResponse('Nepřihlášen (typ NEPRIHLASEN)');
  if (call.role || call.personScoped || call.scope) responses['403'] = errorResponse('Přístup zakázán (typ ZAKAZANO)');
  responses['503'] = errorResponse('Odstávka (typ ODSTAVKA, text v `detail`)');
  responses.default = errorResponse('Jiná chyba (tělo chyby s `chybaId`)');

  const operation: JsonSchema = {
    operationId: call.id,
    summary: call.summary,
    parameters: [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query')],
    responses,
    security: securityOf(call),
  };
  if (call.body) {
    const mediaType = call.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json';
    const schema = toSchema(call.body, 'input');
    if (call.files) {
      // Files travel as the repeated part `files.field` (e.g. prilohaVlozit[]), next to the fields.
      schema.properties = {
        ...((schema.properties as Record<string, unknown> | undefined) ?? {}),
        [call.files.field]: { type: 'array', maxItems: call.files.maxCount, items: { type: 'string', format: 'binary' } },
      };
    }
    operation.requestBody = { required: true, content: { [mediaType]: { schema } } };
  }
  if (call.bodyKind === 'multipart') responses['413'] = errorResponse('Překročena povolená velikost přiložených souborů');
  const extensions: JsonSchema = {};
  if (call.role) extensions['x-role'] = call.role;
  if (call.personScoped) {
    extensions['x-person-scoped'] = call.personScoped;
    extensions['x-person-access'] = personAccessOf(call);
  }
  if (call.files) extensions['x-files'] = { ...call.files };
  return { ...operation, ...extensions };
}

/** The OpenAPI 3.1 document of the API, generated from the contract's call definitions. */
export function buildOpenApiDocument(calls: readonly AnyCall[], info: { version: string; title?: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const item = (paths[call.path] ??= {});
    item[call.method.toLowerCase()] = operationOf(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'Zdravotní karta pojištěnce – API',
      version: info.version,
      description: 'Rozhraní klientského portálu. Vygenerováno z kontraktu (contract/*.ts).',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: { ApiError: toSchema(apiErrorSchema, 'output') },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Přístupový token z POST /app/login nebo /app/refresh',
        },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE, description: 'Obnovovací token (HttpOnly cookie)' },
        client: {
          type: 'oauth2',
          description: 'Strojový klient (informační systém pojišťovny): OAuth 2 client credentials, ADR 0010',
          flows: { clientCredentials: { tokenUrl: `/api${TOKEN_PATH}`, scopes: clientScopeLabels } },
        },
      },
    },
  };
}
