export interface TestRedis {
  url: string;
  /** Redis goes away: connections close, the port refuses. */
  stop(): Promise<void>;
  /** Redis is back, empty. */
  start(): Promise<void>;
  close(): Promise<void>;
}
export function startRedis(port: number): Promise<TestRedis>;
