export declare function inlineScriptHashes(html: string): string[];
export declare function builtScriptHashes(dir?: string): string[];
export declare const contentSecurityPolicyMetaFor: (mailOrigin: string, scriptHashes?: string[]) => string;
export declare const securityHeadersFor: (mailOrigin: string, scriptHashes?: string[]) => Record<string, string>;
