/**
 * Every name `can()` knows, as a type: the resources defined in resources/ plus the platform's own
 * policies. A typo in a screen, a sidebar item or a route is a type error, and policyOf() refuses
 * one at run time too.
 */
import type * as definitions from '../index.ts';
import type { PlatformResourceName } from './policies.ts';

type NameOf<T> = T extends { readonly name: infer N extends string; readonly apiPath: string; readonly fields: object } ? (string extends N ? never : N) : never;

/**
 * Definitions an area adds from its own folder, so that no shared list names it:
 * `declare module '../access/names.ts' { interface AreaDefinitions { surveys: typeof surveys } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AreaDefinitions {}

type NamesIn<T> = { [K in keyof T]: NameOf<T[K]> }[keyof T];

/** The names of the resources defined in resources/: the first areas' (resources/index.ts) and those declared by their area. */
export type DefinedResourceName = NamesIn<typeof definitions> | NamesIn<AreaDefinitions>;

export type ResourceName = DefinedResourceName | PlatformResourceName;
