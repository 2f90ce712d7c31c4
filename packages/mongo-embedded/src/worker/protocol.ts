// Messages between the host thread and the database worker.
export type FromWorker =
  | { type: 'ready'; port: number; host: string; uri: string }
  | { type: 'error'; message: string }
  | { type: 'log'; msg: string }
  | { type: 'stopped'; error?: string };

export type ToWorker = { type: 'stop' };
