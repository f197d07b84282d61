import { BlockList, isIP } from 'node:net';
import { ConfigError } from '../config-error.js';

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For / -Proto).
 *
 * `true` used to trust every hop, so the client's address was the leftmost X-Forwarded-For entry: the
 * one the client writes itself behind an appending proxy such as nginx. A hop count or the proxies'
 * own addresses name exactly which entries came from the operator's machines.
 */
export type TrustProxy =
  | { kind: 'off' }
  /** the nearest `hops` hops are proxies (1 = one nginx); the next address inward is the client */
  | { kind: 'hops'; hops: number }
  /** hops from these addresses/networks are proxies; the first address outside them is the client */
  | { kind: 'list'; entries: string[] };

const HOW =
  '请写代理的跳数（如 1 表示前面只有一层 nginx）或代理的地址/网段列表（如 127.0.0.1,10.0.0.0/8,::1）；不经代理时不设或写 false。\n' +
  'Write the number of proxies in front of the server (1 for a single nginx) or their addresses/CIDRs, comma-separated ' +
  '(e.g. 127.0.0.1,10.0.0.0/8,::1); leave it unset or write false when clients connect directly.';

/** One address or CIDR, IPv4 or IPv6; throws when it is neither. */
function checkEntry(entry: string, raw: string) {
  const [addr, bits, extra] = entry.split('/');
  const family = isIP(addr ?? '');
  const max = family === 4 ? 32 : 128;
  const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
  if (!family || !okBits || extra !== undefined)
    throw new ConfigError(`TRUST_PROXY 中的 "${entry}" 不是 IP 地址或网段（TRUST_PROXY="${raw}"）。\n${HOW}`);
}

export function parseTrustProxy(v: string | undefined): TrustProxy {
  const raw = (v ?? '').trim();
  if (raw === '' || raw.toLowerCase() === 'false') return { kind: 'off' };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError(`TRUST_PROXY 的跳数须在 1 到 10 之间，收到 "${raw}"。\n${HOW}`);
    return { kind: 'hops', hops };
  }
  if (['true', 'yes', 'on', 'no', 'off', 'all', '*'].includes(raw.toLowerCase()))
    throw new ConfigError(
      `TRUST_PROXY="${raw}" 已不再支持：信任所有代理时，客户端可以自己写 X-Forwarded-For 来冒充任何地址，绕过按地址的限频。\n` +
        `TRUST_PROXY="${raw}" is no longer accepted: trusting every hop lets a client pick its own address in ` +
        `X-Forwarded-For and dodge every per-address limit.\n${HOW}`,
    );
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const e of entries) checkEntry(e, raw);
  if (!entries.length) throw new ConfigError(`TRUST_PROXY="${raw}" 为空列表。\n${HOW}`);
  return { kind: 'list', entries };
}

/** Ranges a reverse proxy on the same host or network connects from. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
// carrier-grade NAT space: what cloud load balancers (e.g. Alibaba Cloud SLB) connect from
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

function inList(list: BlockList, addr: string): boolean {
  const a = unmapped(addr);
  const family = isIP(a);
  return family !== 0 && list.check(a, family === 4 ? 'ipv4' : 'ipv6');
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) → `1.2.3.4`; anything else as it is. */
function unmapped(addr: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(addr);
  return m ? m[1]! : addr;
}

/**
 * Fastify's `trustProxy`: a function (address, hop index) → is this hop a proxy. Index 0 is the
 * socket's peer, 1 the last X-Forwarded-For entry (written by that peer), and so on outward.
 *
 * A bare number would not do: Fastify 5.12 ignores X-Forwarded-* entirely for a numeric trustProxy,
 * since a count cannot tell the proxy from a client that connects directly. Here the count is kept,
 * but the immediate peer must come from a loopback or private network: a client that reaches the
 * port from the internet has its X-Forwarded-* headers ignored. A proxy that connects from a public
 * address is named by its address instead.
 */
export function trustProxyFunction(tp: TrustProxy): false | ((addr: string, i: number) => boolean) {
  if (tp.kind === 'off') return false;
  if (tp.kind === 'hops') {
    const { hops } = tp;
    return (addr, i) => i < hops && (i > 0 || inList(PRIVATE, addr));
  }
  const list = new BlockList();
  for (const e of tp.entries) {
    const [a, bits] = e.split('/') as [string, string | undefined];
    const type = isIP(a) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(a, type);
    else list.addSubnet(a, Number(bits), type);
  }
  return (addr) => inList(list, addr);
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped; an IPv4 tail folded into two groups). */
function ipv6Groups(addr: string): number[] | null {
  let a = addr.split('%')[0]!.toLowerCase();
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (v4) {
    const b = v4[1]!.split('.').map(Number);
    a = a.slice(0, -v4[1]!.length) + `${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const halves = a.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : fill < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? fill : 0).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The subject every per-address limit counts under. An IPv4 client is its address; an IPv6 client
 * is its /64, since one subscriber is handed a whole /64 (often more) and can take a fresh address
 * from it for every request.
 */
export function addressKey(ip: string): string {
  const a = unmapped(ip.trim());
  const family = isIP(a.split('%')[0]!);
  if (family !== 6) return a;
  const g = ipv6Groups(a);
  if (!g) return a;
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
