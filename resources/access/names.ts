/**
 * Every name `can()` knows, as a type: the resources defined in resources/ plus the platform's own
 * policies. A typo in a screen, a sidebar item or a route is a type error, and policyOf() refuses
 * one at run time too.
 */
import type * as definitions from '../index.ts';
import type { PlatformResourceName } from './policies.ts';

type NameOf<T> = T extends { readonly name: infer N extends string; readonly apiPath: string; readonly fields: object } ? (string extends N ? never : N) : never;

/** The names of the resources defined in resources/ (each area's index exports its definitions). */
export type DefinedResourceName = { [K in keyof typeof definitions]: NameOf<(typeof definitions)[K]> }[keyof typeof definitions];

export type ResourceName = DefinedResourceName | PlatformResourceName;
