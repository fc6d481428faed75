/** Security headers: the per-response nonce for inline scripts and the origins the CSP allows. */

/** The raw response, carrying this response's script nonce and the injected origins for the CSP. */
export type NonceResponse = import('node:http').ServerResponse & { scriptNonce?: string; injectOrigins?: { js: string[]; css: string[] } };
