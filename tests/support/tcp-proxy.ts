import net from 'node:net';

export type ProxyMode = 'refuse' | 'hang' | 'forward';

/**
 * A TCP proxy in front of the real cms that a test can switch between refusing
 * connections (the cms is down), accepting and never answering (the cms hangs) and
 * forwarding (the cms is back).
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
    if (this.server) return;
    this.server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
      if (this.mode === 'hang') return;
      const upstream = net.connect(this.target.port, this.target.host);
      upstream.on('error', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
