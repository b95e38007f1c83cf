// What the HTTP benches share: a cheap load generator's connection, and the CPU a server in a child
// process spends between two marks.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

/**
 * One kept-alive TCP connection, one request at a time on it, HTTP/1.1 written and read by hand, as
 * autocannon (the usual Fastify load generator) does. Every response is read whole (Content-Length
 * or chunked framing). On this machine it costs about 60 µs of CPU per request,
 * node:http about 140, fetch about 600: the load generator shares the machine's cores with the shop.
 */
export class RawConnection {
  #host;
  #port;
  #socket;
  #buffer = Buffer.alloc(0);
  #pending = null;

  constructor(host, port) {
    this.#host = host;
    this.#port = Number(port);
  }

  open() {
    return new Promise((resolve, reject) => {
      this.#socket = connect({ host: this.#host, port: this.#port, noDelay: true }, resolve);
      this.#socket.once('error', reject);
      this.#socket.on('data', (chunk) => this.#read(chunk));
      this.#socket.on('error', (error) => this.#fail(error));
      this.#socket.on('close', () => this.#fail(new Error('the server closed the connection')));
    });
  }

  /** Resolves with the status, the response's head (its header lines, as sent) and its body's bytes. */
  call(method, path, { body, headers = {} } = {}) {
    const payload = body === undefined ? '' : JSON.stringify(body);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.#host}:${this.#port}\r\n`;
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) head += `${name}: ${value}\r\n`;
    if (body !== undefined)
      head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject };
      this.#socket.write(`${head}\r\n${payload}`);
    });
  }

  close() {
    this.#pending = null;
    this.#socket?.destroy();
  }

  #read(chunk) {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    const headEnd = this.#buffer.indexOf('\r\n\r\n');
    if (headEnd === -1) return;
    const head = this.#buffer.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    const read = length
      ? this.#sized(headEnd + 4, Number(length[1]))
      : /\r\ntransfer-encoding: *chunked/i.test(head)
        ? this.#chunked(headEnd + 4)
        : new Error(`a response without Content-Length: ${head}`);
    if (read === undefined) return;
    if (read instanceof Error) return this.#fail(read);
    this.#buffer = Buffer.alloc(0);
    const pending = this.#pending;
    this.#pending = null;
    pending?.resolve({ status: Number(head.slice(9, 12)), head, body: read });
  }

  /** The body of `length` bytes from `from`; undefined while it has not all arrived. */
  #sized(from, length) {
    if (this.#buffer.length < from + length) return undefined;
    if (this.#buffer.length > from + length) return new Error('more bytes than the one response asked for');
    return this.#buffer.subarray(from, from + length);
  }

  /** A chunked body (a stream compressed on the fly) from `from`; undefined while its last chunk has not arrived. */
  #chunked(from) {
    const chunks = [];
    let at = from;
    for (;;) {
      const lineEnd = this.#buffer.indexOf('\r\n', at);
      if (lineEnd === -1) return undefined;
      const size = parseInt(this.#buffer.toString('latin1', at, lineEnd), 16);
      const end = lineEnd + 2 + size;
      if (this.#buffer.length < end + 2) return undefined;
      if (size === 0)
        return end + 2 === this.#buffer.length ? Buffer.concat(chunks) : new Error('bytes after the last chunk');
      chunks.push(this.#buffer.subarray(lineEnd + 2, end));
      at = end + 2;
    }
  }

  #fail(error) {
    const pending = this.#pending;
    this.#pending = null;
    pending?.reject(error);
  }
}

/** The Set-Cookie lines of a response's head. */
export const setCookiesOf = (head) => [...head.matchAll(/\r\nset-cookie: *([^\r\n]*)/gi)].map((m) => m[1]);

/**
 * In a server's child process: answers the parent's `mark` and `usage` messages with the CPU time
 * spent between them (the measured run only): the whole process (every thread) and, on Linux, the
 * main thread alone (the event loop, the bottleneck), and how busy the event loop was.
 */
export function reportUsageToParent() {
  const mainThreadUs = () => {
    try {
      // Fields 14 and 15 of /proc/<pid>/task/<tid>/stat: user and system time in clock ticks (1/100 s).
      const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10_000;
    } catch {
      return NaN;
    }
  };
  let mark = { cpu: process.cpuUsage(), main: mainThreadUs(), elu: performance.eventLoopUtilization() };
  process.on('message', (message) => {
    if (message === 'mark')
      mark = { cpu: process.cpuUsage(), main: mainThreadUs(), elu: performance.eventLoopUtilization() };
    if (message === 'usage') {
      const cpu = process.cpuUsage(mark.cpu);
      const elu = performance.eventLoopUtilization(mark.elu).utilization;
      process.send({ usage: { total: cpu.user + cpu.system, main: mainThreadUs() - mark.main, elu } });
    }
  });
}

/** In the parent: the CPU a child (see reportUsageToParent) spent since it was last sent `mark`. */
export function usageOf(child) {
  return new Promise((resolve) => {
    const answer = (message) => {
      if (!message.usage) return;
      child.off('message', answer);
      resolve(message.usage);
    };
    child.on('message', answer);
    child.send('usage');
  });
}

/** The value at percentile `p` of ascending `sorted` values (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Forks a server script that sends its address once it listens (`process.send({ url })`); resolves
 * with the child and its URL.
 */
export function forkServer(script, args, { execArgv = [], env = process.env } = {}) {
  const child = fork(script, args, { stdio: 'inherit', env, execArgv: [...process.execArgv, ...execArgv] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: message.url }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Stops a forked server: it closes when its parent disconnects. */
export async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;
}
