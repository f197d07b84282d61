/** Shared types of the demo catalogue (pure data, no database code). */

export type DistrictLevel = 'system' | 'operator' | 'area' | 'server';

/** One node of a game's district tree: system → operator → area → server. */
export interface DistrictNode {
  name: string;
  level: DistrictLevel;
  children?: DistrictNode[];
}

export type AttrFieldType = 'number' | 'select' | 'multi' | 'text';

/** One field of a game's attribute template (drives the sell form and the list filters). */
export interface AttrField {
  /** 'f1' … 'f20' */
  fieldKey: string;
  fieldName: string;
  fieldType: AttrFieldType;
  sort: number;
  /** required in the sell form */
  must: boolean;
  /** offered as a list filter */
  isSearch: boolean;
  range?: { min: number; max: number; unit?: string };
  /** for select and multi; for ranked selects listed from lowest to highest */
  options?: string[];
}

export interface GameDef {
  /** stable ascii slug, e.g. 'wzry' */
  key: string;
  name: string;
  /** display order, ascending */
  sort: number;
  hot: boolean;
  /** relative popularity, used to weight generated goods */
  popularity: number;
  publisher: string;
  /** gradient pair [from, to] for the generated icon and covers */
  iconColor: [string, string];
  /** one or two characters drawn on the icon */
  iconText: string;
  districts: DistrictNode[];
  attrs: AttrField[];
}

export type AttrValue = number | string | string[];
export type AttrValues = Record<string, AttrValue>;
