/** The HTTPS seam of the clients that call out (WeChat Pay, the mini-program's server API): the network
 * in production, a fake in tests. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** the body as bytes (a bill file); the global fetch has it, a fake needs it only to serve files */
  arrayBuffer?(): Promise<ArrayBuffer>;
}>;
