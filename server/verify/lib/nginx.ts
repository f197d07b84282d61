import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './harness.js';

/** Where Debian's package puts the binary (.ci/run installs it); null when it is not installed. */
export function nginxBinary(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'])
    if (existsSync(p)) return p;
  const w = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return w.status === 0 && w.stdout.trim() ? w.stdout.trim() : null;
}

export interface NginxSite {
  /** the API port this site forwards to */
  upstreamPort: number;
  /** the source address nginx connects to the upstream from (proxy_bind), e.g. 127.0.0.2 */
  bindFrom?: string;
  /** what nginx tells the upstream about the scheme: $scheme (default), or https as a TLS-ending proxy would */
  forwardedProto?: string;
}

export interface Nginx {
  /** one port per site, in the order given */
  ports: number[];
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * A real nginx as a reverse proxy in front of the API, configured as docs/production.md says
 * (X-Forwarded-For appended with $proxy_add_x_forwarded_for): in the foreground, with its own
 * prefix, pid file, temp paths and error log in a temp dir, on free ports on 127.0.0.1.
 */
export async function startNginx(sites: NginxSite[]): Promise<Nginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haoshi-nginx-'));
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, d));
  const ports = await Promise.all(sites.map(() => freePort()));
  const servers = sites.map(
    (s, i) => `
    server {
      listen 127.0.0.1:${ports[i]};
      location / {
        proxy_pass http://127.0.0.1:${s.upstreamPort};
        ${s.bindFrom ? `proxy_bind ${s.bindFrom};` : ''}
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto ${s.forwardedProto ?? '$scheme'};
      }
    }`,
  );
  const errorLog = path.join(dir, 'error.log');
  // workers run as the starting user (root in CI), so they can use the temp paths made above
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${servers.join('\n')}
}
`,
  );
  // -e: the error log before the config is read (the default /var/log/nginx may not be writable)
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const readLog = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '') + stderr;
  // up when every port answers (502 is fine: the upstream may not be up yet)
  const deadline = Date.now() + 10_000;
  for (const port of ports) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${readLog()}`);
      try {
        await fetch(`http://127.0.0.1:${port}/api/health`);
        break;
      } catch {
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`nginx did not listen on ${port}:\n${readLog()}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }
  return {
    ports,
    errorLog: readLog,
    async stop() {
      if (child.exitCode === null) {
        const done = new Promise<void>((r) => child.once('exit', () => r()));
        child.kill('SIGQUIT'); // graceful: the master waits for its worker
        await done;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
