export const EDGE_TEMPLATE: string;
export const INSTALL_HINT: string;
export const SITE_LOOPBACK_HOST: string;
export const LAST_COPY_TIME: string;
export function findNginx(): string | null;
export function newNoncePlaceholder(): string;
export function writeEdgePages(dir: string): void;
export function renderTemplate(template: string, values: Record<string, string | number>): string;
export function prepareEdge(options: {
  dir: string;
  port: number;
  host?: string;
  serverNames?: string[];
  upstreams: string[];
  placeholder: string;
  trustedProxies?: string[];
  accessLog?: boolean;
  extraHttp?: string;
  /** How long a last copy is served while the site cannot answer, in nginx's time units (default 10m). */
  lastCopyTime?: string;
  adjust?: (config: string) => string;
  /** Also over TLS and HTTP/2 on `port`, with these files (deploy/nginx/README.md, step 3). */
  tls?: { port: number; certificate: string; key: string };
}): { args: string[]; config: string };
