/** A configuration mistake: the message is printed as is and the process exits 1. */
export class ConfigError extends Error {}
