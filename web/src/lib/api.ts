import { defaultPathSerializer, type ParamsOption, type RequestBodyOption } from 'openapi-fetch'
import { apiJson, apiRequest, type HttpMethod, type RequestOptions } from './api-client'
import type { paths } from './api-types'

/**
 * The typed way to call the server. Paths, methods, path parameters, queries and request bodies
 * are checked against the OpenAPI document (`api-types.ts`, generated from the server), so a
 * renamed route, a wrong method or a wrong body fails `tsc` instead of a browser test.
 *
 * The calls go through `api-client.ts` (session cookie, CSRF token and its retry, ApiError);
 * answers stay `unknown` here because each caller checks them with its own zod schema.
 *
 * ```ts
 * api.PUT('/api/sends/{id}', { params: { path: { id } }, body: details })
 * ```
 */

type Method = Lowercase<HttpMethod>

/** The operation `method` has at `path` in the OpenAPI document. */
type Operation<Path extends keyof paths, M extends Method> = paths[Path] extends Record<M, infer Op> ? Op : never

/** The paths that answer `method`. */
type PathsWith<M extends Method> = {
  [Path in keyof paths]: paths[Path] extends Record<M, object> ? Path : never
}[keyof paths]

/** `params` (path and query) and `body` as the operation declares them, plus the transport's options. */
type CallOptions<Op> = ParamsOption<Op> & RequestBodyOption<Op> & RequestOptions

/** The options argument, optional when the operation needs no parameter and no body. */
type CallArgs<Op> = object extends CallOptions<Op> ? [options?: CallOptions<Op>] : [options: CallOptions<Op>]

type ParamsArgs<Op> =
  object extends ParamsOption<Op> ? [params?: ParamsOption<Op>['params']] : [params: ParamsOption<Op>['params']]

interface UntypedOptions extends RequestOptions {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> }
  body?: unknown
}

/**
 * The address of `path` with its path parameters put in (each one URI-encoded) and the query
 * appended as a form would (`URLSearchParams`), leaving out parameters that are not given.
 */
function buildUrl(path: string, params: UntypedOptions['params'] = {}): string {
  const url = defaultPathSerializer(path, params.path ?? {})
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params.query ?? {})) {
    if (value !== undefined && value !== null) query.set(name, String(value))
  }
  const search = query.toString()
  return search ? `${url}?${search}` : url
}

function jsonCall<M extends HttpMethod>(method: M) {
  return <Path extends PathsWith<Lowercase<M>>>(
    path: Path,
    ...[options]: CallArgs<Operation<Path, Lowercase<M>>>
  ): Promise<unknown> => {
    const { params, body, ...requestOptions } = (options ?? {}) as UntypedOptions
    return apiJson<unknown>(method, buildUrl(path, params), body, requestOptions)
  }
}

export const api = {
  /** Each method sends a request and answers the parsed JSON body (null when it is empty). */
  GET: jsonCall('GET'),
  POST: jsonCall('POST'),
  PUT: jsonCall('PUT'),
  PATCH: jsonCall('PATCH'),
  DELETE: jsonCall('DELETE'),

  /** The raw Response, for an answer that is not JSON or whose error statuses the caller reads
   * itself (with `throwOnError: false`). */
  response<M extends HttpMethod, Path extends PathsWith<Lowercase<M>>>(
    method: M,
    path: Path,
    ...[options]: CallArgs<Operation<Path, Lowercase<M>>>
  ): Promise<Response> {
    const { params, body, ...requestOptions } = (options ?? {}) as UntypedOptions
    return apiRequest(method, buildUrl(path, params), body, requestOptions)
  },
}

/** The address of a GET endpoint, for a link or a download the browser follows itself. */
export function apiUrl<Path extends PathsWith<'get'>>(
  path: Path,
  ...[params]: ParamsArgs<Operation<Path, 'get'>>
): string {
  return buildUrl(path, params as UntypedOptions['params'])
}
