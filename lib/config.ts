import 'server-only';
import { parseConfig, type Config } from './config-schema.mjs';

export { ConfigError, parseConfig, proxyBlockList, type Config, type PushConfig } from './config-schema.mjs';

let cached: Config | undefined;

/** The configuration of this process, validated once on first use. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
