import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import { TodoModel } from '../todos/todos.model';
import { ReminderJobModel } from './reminders.model';

/** What a delivery channel (Web Push) gets when a reminder fires. */
export interface FiredReminder { id: string; ownerId: string; todoId: string; title: string; key: string; fireAt: Date; dueDate: string | null }
export type Deliver = (fired: FiredReminder) => Promise<void>;

export interface SchedulerOptions {
  clock: Clock;
  /** between ticks; 0 → no timer (tests call tick() themselves) */
  intervalMs: number;
  logger: Logger;
  deliver?: Deliver;
  /** how long a claim holds before another scheduler may take the job over (a crashed holder) */
  leaseMs?: number;
  /** jobs one tick fires at most; the rest wait for the next tick */
  batch?: number;
}

export interface ReminderScheduler { tick(): Promise<number>; start(): void; stop(): void }

/**
 * Fires due reminders. Safe with any number of API processes on one database: a job is taken with one atomic
 * findOneAndUpdate (pending and due, or a claim whose lease ran out → claimed with this tick's token and a lease),
 * so two schedulers never take the same job; it is marked fired only by the holder of that token.
 */
export function createReminderScheduler({ clock, intervalMs, logger, deliver, leaseMs = 60_000, batch = 100 }: SchedulerOptions): ReminderScheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function claim(now: Date, token: string) {
    return ReminderJobModel.findOneAndUpdate(
      // Operators built here, not taken from a request (sanitizeFilter would wrap them).
      { $or: [{ state: 'pending', fireAt: mongoose.trusted({ $lte: now }) }, { state: 'claimed', leaseUntil: mongoose.trusted({ $lte: now }) }] },
      { $set: { state: 'claimed', claimToken: token, leaseUntil: new Date(now.getTime() + leaseMs) } },
      { sort: { fireAt: 1 }, returnDocument: 'after' },
    ).lean();
  }

  async function fire(job: NonNullable<Awaited<ReturnType<typeof claim>>>, token: string, now: Date): Promise<boolean> {
    const todo = await TodoModel.findOne({ _id: job.todoId, ownerId: job.ownerId }, { title: 1, status: 1, dueDate: 1 }).lean();
    if (!todo || todo.status === 'completed') {
      await ReminderJobModel.deleteOne({ _id: job._id, claimToken: token });
      return false;
    }
    const fired: FiredReminder = { id: String(job._id), ownerId: job.ownerId, todoId: job.todoId, title: todo.title, key: job.key, fireAt: job.fireAt, dueDate: todo.dueDate ?? null };
    try {
      await deliver?.(fired);
    } catch (err) {
      logger.error({ err, reminder: fired.id }, 'reminder delivery failed');
    }
    const done = await ReminderJobModel.updateOne(
      { _id: job._id, claimToken: token },
      { $set: { state: 'fired', firedAt: now, claimToken: null, leaseUntil: null } },
    );
    return done.modifiedCount === 1;
  }

  async function run(): Promise<number> {
    let count = 0;
    for (let i = 0; i < batch; i += 1) {
      const now = clock.now();
      const token = randomUUID();
      const job = await claim(now, token);
      if (!job) break;
      if (await fire(job, token, now)) count += 1;
    }
    return count;
  }

  return {
    /** One pass: fires every due job (up to `batch`) and resolves with how many fired. Never overlaps itself. */
    tick() {
      running ??= run().finally(() => { running = null; });
      return running;
    },
    start() {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        this.tick().catch((err: unknown) => logger.error({ err }, 'reminder scheduler tick failed'));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
