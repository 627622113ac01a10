/** Billing, domains, integrations, notifications and workspace settings. */
export {};
