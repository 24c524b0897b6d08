import { readFile } from 'node:fs/promises';
import { fromProjectRoot } from '../../server/lib/project-root';

/** One app process HAProxy sends requests to. */
export interface HaproxyServer {
  name: string;
  /** host:port */
  address: string;
}

export interface HaproxyConfigOptions {
  /** Where the site listens: `host:port` or `:port`. */
  bind: string;
  servers: readonly HaproxyServer[];
  /** Where HAProxy's stats page listens (`127.0.0.1:port`). */
  statsBind: string;
  /**
   * Adds `X-Served-By: <server name>` to every answer (local runs: which process answered).
   * Never in production, where it would show the processes' names to everyone.
   */
  isServedByShown?: boolean;
}

const SERVERS_BLOCK = /^(\s*)# BEGIN servers[^\n]*\n[\s\S]*?^\s*# END servers[^\n]*$/m;

/** Replaces the `bind` line of the `frontend`/`listen` section `section` of `config`. */
function replaceBind(config: string, section: string, bind: string): string {
  const start = config.search(new RegExp(`^${section}$`, 'm'));
  if (start < 0) throw new Error(`deploy/haproxy.cfg has no "${section}" section`);
  const bindLine = /^(\s+)bind \S+.*$/m;
  const rest = config.slice(start);
  if (!bindLine.test(rest)) throw new Error(`deploy/haproxy.cfg: "${section}" has no bind line`);
  return config.slice(0, start) + rest.replace(bindLine, `$1bind ${bind}`);
}

/**
 * Renders `deploy/haproxy.cfg` (the one template of local and production runs) for a set of
 * processes: the site's and the stats page's `bind` lines, and the `server` lines.
 */
export function renderHaproxyConfig(template: string, options: HaproxyConfigOptions): string {
  if (options.servers.length === 0) throw new Error('HAProxy needs at least one server');
  if (!SERVERS_BLOCK.test(template)) {
    throw new Error('deploy/haproxy.cfg has no "# BEGIN servers … # END servers" block');
  }
  let config = template.replace(SERVERS_BLOCK, (_block, indent: string) =>
    [
      `${indent}# BEGIN servers (written by scripts/cluster)`,
      ...options.servers.map(({ name, address }) => `${indent}server ${name} ${address}`),
      `${indent}# END servers`,
    ].join('\n'),
  );
  config = replaceBind(config, 'frontend site', options.bind);
  config = replaceBind(config, 'listen stats', options.statsBind);
  if (options.isServedByShown) {
    config = config.replace(
      /^(\s+)default_backend app$/m,
      '$1http-response set-header X-Served-By %[srv_name]\n$1default_backend app',
    );
  }
  return config;
}

/** `deploy/haproxy.cfg` as it is in the checkout. */
export function readHaproxyTemplate(): Promise<string> {
  return readFile(fromProjectRoot('deploy', 'haproxy.cfg'), 'utf8');
}
