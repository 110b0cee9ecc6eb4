/**
 * A network link between the browser and the site that the bench can slow down and cut: a TCP proxy on
 * loopback. Open, it passes bytes as they come. Slowed, every chunk waits half the request latency in each
 * direction and the link's throughput is shared by all its connections, as a phone's radio is. Cut, every
 * open connection is reset and every new one is reset as soon as it is accepted, so every request fails,
 * including the service worker's (which a page's request interception or CDP network emulation does not
 * reach).
 */
import net from 'node:net';

export interface LinkShape {
  /** Added to every request's round trip. */
  requestLatencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

/**
 * Lighthouse's applied throttling on mobile (`--throttling-method=devtools`, its `mobileSlow4G` figures as
 * it hands them to the browser): what the bench's budgets load over.
 */
export const LIGHTHOUSE_4G: LinkShape = { requestLatencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };

/** One direction of the link: bytes leave in order, paced by the throughput, half the latency late. */
class Direction {
  /** When the shared medium is free again. */
  private busyUntil = 0;

  constructor(private readonly link: SlowLink, private readonly kbps: () => number) {}

  /** When a chunk of `bytes` that arrives now reaches the other end. */
  deliveryTime(bytes: number): number {
    const shape = this.link.shape;
    if (!shape) return Date.now();
    const start = Math.max(Date.now(), this.busyUntil);
    this.busyUntil = start + (bytes * 8) / this.kbps();
    return this.busyUntil + shape.requestLatencyMs / 2;
  }
}

/** Writes chunks to a socket at their delivery times, in order; `null` ends the socket once it is reached. */
class Pipe {
  private readonly queue: { chunk: Buffer | null; at: number }[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly to: net.Socket) {}

  push(chunk: Buffer | null, at: number): void {
    this.queue.push({ chunk, at });
    if (!this.timer) this.pump();
  }

  private pump(): void {
    this.timer = undefined;
    for (let head = this.queue[0]; head && head.at <= Date.now(); head = this.queue[0]) {
      this.queue.shift();
      if (this.to.destroyed) continue;
      if (head.chunk) this.to.write(head.chunk);
      else this.to.end();
    }
    const next = this.queue[0];
    if (next) this.timer = setTimeout(() => this.pump(), Math.max(0, next.at - Date.now()));
  }

  clear(): void {
    this.queue.length = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * Fails a connection at once (a TCP reset), or closes it when this side has already ended its writing: a
 * reset after `end()` left Node 20's event loop spinning at full CPU, so the process never exited.
 */
function reset(socket: net.Socket): void {
  if (socket.writableEnded) socket.destroy();
  else socket.resetAndDestroy();
}

export class SlowLink {
  /** undefined while the link is open at full speed. */
  shape: LinkShape | undefined;
  private isCut = false;
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly pipes = new Set<Pipe>();
  private readonly down = new Direction(this, () => this.shape?.downloadKbps ?? Infinity);
  private readonly up = new Direction(this, () => this.shape?.uploadKbps ?? Infinity);

  /** A link from 127.0.0.1:`port` (0: any free port) to 127.0.0.1:`targetPort`. */
  constructor(private readonly port: number, private readonly targetPort: number) {
    this.server = net.createServer({ allowHalfOpen: true }, (client) => this.connect(client));
  }

  /** The link's address, once it listens. */
  get origin(): string {
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('the link is not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** From now on every connection is reset, open or new. */
  cut(): void {
    this.isCut = true;
    for (const pipe of this.pipes) pipe.clear();
    for (const socket of this.sockets) reset(socket);
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: net.Socket, pipe: Pipe): void {
    this.sockets.add(socket);
    this.pipes.add(pipe);
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.pipes.delete(pipe);
    });
  }

  private connect(client: net.Socket): void {
    if (this.isCut) {
      client.on('error', () => undefined);
      client.resetAndDestroy();
      return;
    }
    const server = net.connect({ port: this.targetPort, host: '127.0.0.1', allowHalfOpen: true });
    const toServer = new Pipe(server);
    const toClient = new Pipe(client);
    this.track(client, toClient);
    this.track(server, toServer);
    client.on('data', (chunk: Buffer) => toServer.push(chunk, this.up.deliveryTime(chunk.length)));
    server.on('data', (chunk: Buffer) => toClient.push(chunk, this.down.deliveryTime(chunk.length)));
    // A side that finishes sending is ended on the other once its last bytes have crossed.
    client.on('end', () => toServer.push(null, this.up.deliveryTime(0)));
    server.on('end', () => toClient.push(null, this.down.deliveryTime(0)));
    // A reset on one side resets the other (a cut resets both itself).
    client.on('error', () => {
      toServer.clear();
      if (!server.destroyed) reset(server);
    });
    server.on('error', () => {
      toClient.clear();
      if (!client.destroyed) reset(client);
    });
  }
}
