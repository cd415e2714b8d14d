export declare const contentSecurityPolicyMetaFor: (mailOrigin: string) => string;
export declare const securityHeadersFor: (mailOrigin: string) => Record<string, string>;
