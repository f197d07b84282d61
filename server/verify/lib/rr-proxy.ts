import http from 'node:http';

/**
 * A small round-robin HTTP proxy for the scale suite: each request goes to the next instance,
 * with X-Forwarded-For set to the client's address (the instances trust it, as they would trust
 * a real load balancer) so per-IP limits see the caller, not the proxy.
 */
export class RoundRobinProxy {
  private server: http.Server | null = null;
  private next = 0;
  readonly hits: number[];
  port = 0;

  constructor(
    private readonly targets: number[],
    private readonly clientIp = '203.0.113.7',
  ) {
    this.hits = targets.map(() => 0);
  }

  async start(): Promise<string> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    this.server = http.createServer((req, res) => {
      const i = this.next++ % this.targets.length;
      this.hits[i]!++;
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: this.targets[i],
          method: req.method,
          path: req.url,
          agent,
          headers: { ...req.headers, 'x-forwarded-for': this.clientIp, 'x-forwarded-proto': 'http' },
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 502, msg: '上游不可用', data: null }));
      });
      req.pipe(upstream);
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    const a = this.server.address();
    this.port = typeof a === 'object' && a ? a.port : 0;
    return `http://127.0.0.1:${this.port}`;
  }

  async stop() {
    const s = this.server;
    this.server = null;
    if (s) {
      s.closeAllConnections();
      await new Promise<void>((r) => s.close(() => r()));
    }
  }
}
