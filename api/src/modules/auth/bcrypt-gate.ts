import os from 'node:os';
import { COMMON_MESSAGES } from '@haru/contracts';
import { AppError } from '../../http/app-error';

/** 503 + Retry-After: too many password hashes are already waiting; the client tries again later. */
export class PasswordQueueFullError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'too_many_requests', COMMON_MESSAGES.tooManyRequests);
  }
}

/** The client hung up while its hash still waited; nobody reads the answer, so it only ends the request. */
export class ClientGoneError extends AppError {
  constructor() {
    super(503, 'too_many_requests', COMMON_MESSAGES.tooManyRequests);
  }
}

export interface GateOptions {
  /** How many hashes may run at once. */
  capacity: number;
  /** How many may wait; one more is refused at once instead of queueing. */
  maxQueue: number;
}

/**
 * A FIFO semaphore for bcrypt. Cost-12 hashes run on libuv's 4 threads; on a machine with fewer cores than
 * that, a burst of logins takes every core and every other request slows down. Capping concurrent hashes at
 * cores − 1 leaves one core for the event loop: logins queue (in arrival order) instead of the whole API.
 * The queue is bounded so a flood gets a quick 503 rather than an answer that never comes.
 */
export class BcryptGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Highest number of tasks seen running at once (tests and diagnostics). */
  peak = 0;
  /** How many tasks have started (each one bcrypt hash or compare): tests count the work a burst caused. */
  started = 0;
  /** Moving average of one task's duration, for Retry-After. */
  private averageMs = 250;

  constructor(private options: GateOptions) {}

  get capacity(): number {
    return this.options.capacity;
  }

  get maxQueue(): number {
    return this.options.maxQueue;
  }

  get queued(): number {
    return this.waiting.length;
  }

  configure(options: Partial<GateOptions>): void {
    this.options = { ...this.options, ...options };
  }

  resetPeak(): void {
    this.peak = this.running;
  }

  /**
   * Runs `task` once a slot is free; throws PasswordQueueFullError when the queue is already full. When `signal`
   * aborts while the task still waits (the client hung up), it leaves the queue: no hash is made for nobody.
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw new ClientGoneError();
    if (this.running < this.options.capacity && this.waiting.length === 0) {
      this.enter();
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueue) throw new PasswordQueueFullError(this.retryAfterSeconds());
    return new Promise((resolve, reject) => {
      const leave = () => {
        const at = this.waiting.indexOf(start);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new ClientGoneError());
      };
      const start = () => {
        signal?.removeEventListener('abort', leave);
        this.enter();
        resolve();
      };
      this.waiting.push(start);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  private enter(): void {
    this.running += 1;
    this.started += 1;
    this.peak = Math.max(this.peak, this.running);
  }

  /** Hands the slot straight to the oldest waiter, so a newcomer never overtakes the queue. */
  private release(): void {
    this.running -= 1;
    while (this.running < this.options.capacity && this.waiting.length > 0) this.waiting.shift()!();
  }

  /** Roughly when the queue ahead will have drained. */
  private retryAfterSeconds(): number {
    const ahead = this.waiting.length + this.running;
    return Math.max(1, Math.ceil((ahead * this.averageMs) / this.options.capacity / 1000));
  }
}

/**
 * Hashes one process may run at once: all cores but one, shared among the API processes of one machine
 * (API_WORKERS), at least one each. With more processes than spare cores they together take every core during a
 * login burst; the gate is per process by nature (it guards this process's event loop), so it is not shared.
 */
export const bcryptCapacity = (cores: number, processes = 1) => Math.max(1, Math.floor((cores - 1) / processes));

const capacity = bcryptCapacity(os.availableParallelism());

/** The process-wide gate every bcrypt call goes through (passwords.ts). */
export const bcryptGate = new BcryptGate({ capacity, maxQueue: 32 * capacity });
