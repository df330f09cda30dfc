import net from 'node:net';

export type ProxyMode = 'refuse' | 'hang' | 'forward' | 'slow';

/** The cms's search questions (site search, colour search, surface pickers): what 'slow' holds. */
const SEARCH_REQUEST = /^GET \/api\/(?:site-search|colour-neighbours|surfaces\?[^ ]*searchText)/;

/**
 * A TCP proxy in front of the real cms that a test can switch between refusing
 * connections (the cms is down), accepting and never answering (the cms hangs),
 * forwarding (the cms is back) and answering everything but searches (the cms is slow:
 * a search's connection is held unanswered, every other request goes through).
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  private mode: ProxyMode = 'refuse';

  constructor(
    private readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async set(mode: ProxyMode) {
    this.mode = mode;
    if (mode === 'refuse') return this.close();
    // Kept-alive connections were piped whole: the site's next search must meet the slow cms.
    // Leaving it, held searches stay held until the site gives up on them (a broken connection
    // would count as the cms going down).
    if (mode === 'slow') this.dropConnections();
    if (this.server) return;
    this.server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
      if (this.mode === 'hang') return;
      const upstream = net.connect(this.target.port, this.target.host);
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      if (this.mode === 'forward') {
        socket.pipe(upstream).pipe(socket);
        return;
      }
      upstream.pipe(socket);
      let held = false;
      socket.on('data', (chunk: Buffer) => {
        held ||= SEARCH_REQUEST.test(chunk.toString('latin1'));
        if (!held) upstream.write(chunk);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  private dropConnections() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  async close() {
    this.dropConnections();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
