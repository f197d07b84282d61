import type { paths } from '../../types/api'

/**
 * The contract with the server, read from `types/api.d.ts`. That file is generated from the
 * server's OpenAPI document (npm run gen:types; a server test fails when it is stale), so the
 * route schemas are the one source of truth: the typed request layer (`http.get/post/put/delete`)
 * takes a path of `paths` and these types give it the path's parameters, query, body and answer.
 * Api modules name server shapes only as aliases of these (a hand-written copy of a server shape
 * is how the agreed-price page went blank); eslint.config.mjs rejects anything else in src/api.
 */

/** The HTTP verbs the client calls (lower case, as `paths` spells them). */
export type Verb = 'get' | 'post' | 'put' | 'delete'

/** The paths that declare `V` (a path without it has `V?: never`, which reads as undefined). */
export type PathsFor<V extends Verb> = {
  [P in keyof paths]: paths[P][V] extends undefined ? never : P
}[keyof paths]

/** The operation the server declares for path P and verb V. */
export type Operation<P extends PathsFor<V>, V extends Verb> = NonNullable<paths[P][V]>

/** The `data` of the envelope `{ code, msg, data }` that the route answers with on success. */
export type ApiData<P extends PathsFor<V>, V extends Verb> =
  Operation<P, V> extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never

/** The query parameters of a GET route. */
export type ApiQuery<P extends PathsFor<'get'>> = NonNullable<Operation<P, 'get'>['parameters']['query']>

/** The JSON body of a POST, PUT or DELETE route. */
export type ApiBody<P extends PathsFor<V>, V extends Exclude<Verb, 'get'>> =
  Operation<P, V> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never

/** The `{name}` parameters of the path template. */
export type ApiParams<P extends PathsFor<V>, V extends Verb> = NonNullable<Operation<P, V>['parameters']['path']>

/** One row of a paged list route (`data: { rows, total }`). */
export type ApiRow<P extends PathsFor<V>, V extends Verb = 'get'> =
  ApiData<P, V> extends { rows: (infer R)[] } ? R : never

/** One item of a route that answers with an array. */
export type ApiItem<P extends PathsFor<V>, V extends Verb = 'get'> = ApiData<P, V> extends (infer I)[] ? I : never

/**
 * What a call passes besides the path: `params` fill the path's `{name}` templates, `query` is a
 * GET's query string, `body` a POST/PUT/DELETE's JSON body. Each is required exactly when the
 * route requires it, and absent when the route declares none (so a stray field is an error).
 */
export type CallInput<P extends PathsFor<V>, V extends Verb> = ParamsInput<Operation<P, V>> &
  (V extends 'get' ? QueryInput<Operation<P, V>> : BodyInput<Operation<P, V>> & NoQuery<Operation<P, V>>)

type ParamsInput<O> = O extends { parameters: { path: infer X } } ? { params: X } : unknown

type QueryInput<O> = O extends { parameters: { query: infer Q } }
  ? { query: Q }
  : O extends { parameters: { query?: infer Q } }
    ? [Q] extends [undefined] // `query?: never`: the route takes no query
      ? unknown
      : { query?: Q }
    : unknown

/**
 * The layer sends a query only on GET (no other route declares one today): a POST, PUT or DELETE
 * route that declares a query gets a `query: never` it cannot be called with, so the compiler says
 * so instead of the layer dropping the query.
 */
type NoQuery<O> = unknown extends QueryInput<O> ? unknown : { query: never }

type BodyInput<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : unknown

/** The profile exactly as the server declares it. */
export type UserProfile = ApiData<'/api/system/user/profile', 'get'>

/** A game of the catalogue (name, icon, hot flag). */
export type GameType = ApiItem<'/api/web/game/list'>
