import type { ChildProcess } from 'node:child_process';

export interface ServiceChild extends ChildProcess {
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  serviceName: string;
}
export function startService(
  name: string,
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string | undefined>; quiet?: boolean; announceExit?: boolean },
): ServiceChild;
export function waitForHttp(url: string, options?: { timeoutMs?: number; child?: ServiceChild; name?: string }): Promise<void>;
export interface RestartRules {
  firstPauseMs: number;
  maxPauseMs: number;
  quickRunMs: number;
  quickFailuresToGiveUp: number;
}
export const RESTART_RULES: RestartRules;
export interface Supervised {
  name: string;
  /** Resolves with the reason when the part is given up. */
  gaveUp: Promise<string>;
  readonly child: ServiceChild;
  stop(): Promise<void>;
}
export function supervise(
  name: string,
  launch: () => ServiceChild,
  options?: { first?: ServiceChild; rules?: RestartRules; log?: (line: string) => void; onRestart?: (child: ServiceChild) => void },
): Supervised;
export function isStopping(): boolean;
export function stopAll(): Promise<void>;
export function stopAllOnExit(): void;
export function run(command: string, args: string[], options?: { cwd?: string; env?: Record<string, string | undefined> }): Promise<void>;
export function assertPortsFree(ports: Record<string, number>): Promise<void>;
