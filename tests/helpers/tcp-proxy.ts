import net from 'node:net';

export interface TcpProxy {
  /** The proxy's own port on 127.0.0.1: point the client here instead of at the server. */
  port: number;
  /** Resets every open connection and stops listening: the server is gone (connections refused). */
  cut(): Promise<void>;
  /** Listens again after `cut`, on the same port. */
  restore(): Promise<void>;
  /**
   * Holds every byte both ways, on open connections and on new ones (accepted, never answered):
   * the server is frozen (SIGSTOP, a stalled host). `thaw` delivers what was held.
   */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  server: net.Socket | null;
  /** Bytes held while frozen, each way. */
  toServer: Buffer[];
  toClient: Buffer[];
}

/**
 * A TCP proxy between a client and a server (PostgreSQL here), for outages the test controls:
 * the server itself is shared by the whole run and is never stopped or frozen.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.server?.destroy();
  };

  const flush = (pair: Pair) => {
    for (const chunk of pair.toServer.splice(0)) pair.server?.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  };

  const connectUpstream = (pair: Pair) => {
    const server = net.connect(target);
    pair.server = server;
    server.on('data', (chunk: Buffer) => {
      if (frozen) pair.toClient.push(chunk);
      else pair.client.write(chunk);
    });
    server.on('error', () => drop(pair));
    server.on('close', () => drop(pair));
    flush(pair);
  };

  const listener = net.createServer((client) => {
    const pair: Pair = { client, server: null, toServer: [], toClient: [] };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (frozen || !pair.server) pair.toServer.push(chunk);
      else pair.server.write(chunk);
    });
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (!frozen) connectUpstream(pair);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        listener.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const cut = async () => {
    for (const pair of pairs) {
      pairs.delete(pair);
      pair.client.resetAndDestroy();
      pair.server?.destroy();
    }
    if (listener.listening) await new Promise<void>((resolve) => listener.close(() => resolve()));
  };

  return {
    port,
    cut,
    restore: () => listen(port),
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        if (pair.server) flush(pair);
        else connectUpstream(pair);
      }
    },
    close: cut,
  };
}
