export declare const SPEC_INDEX: string[]
export declare const SPEC_OTHER: string[]
export declare const SPEC_PAGES: string[]
