export { LOCAL_ID_PREFIX, isLocalId, type QueuedWrite, type WriteConflict, type WriteKind, type WriteOp } from './types';
export { queuedWrites, subscribeQueue, reloadQueue, clearQueuedWrites, hasQueuedWrites, queuedItem } from './queue';
export { replayWrites, resolveConflict, type ReplayResult } from './replay';
export { createOrQueue, updateOrQueue, removeOrQueue, OFFLINE_QUEUE_MODE, type Saved } from './writes';
export { localTodo, editedTodo, localMeeting, editedMeeting, withQueuedWrites } from './items';
export { withQueuedEvents } from './calendar';
