export declare const PLACEHOLDER_PUBLIC_KEY: string;
export declare const DEFAULT_MAIL_ORIGIN: string;
export declare function mailConfigFromEnv(env: Record<string, string | undefined>): {
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
};
