export { LOCAL_ID_PREFIX, isLocalId, type QueuedWrite, type WriteConflict, type WriteKind, type WriteOp } from './types';
export { queuedWrites, subscribeQueue, reloadQueue, clearQueuedWrites, hasQueuedWrites, queuedItem } from './queue';
export { replayWrites, resolveConflict, canApplyMine, type ReplayResult } from './replay';
export { createOrQueue, updateOrQueue, removeOrQueue, OFFLINE_QUEUE_MODE, type Saved } from './writes';
export { localTodo, editedTodo, localMeeting, editedMeeting, withQueuedWrites, withQueuedItem, afterWrite, meetingBody } from './items';
export { moveOrQueue } from './move';
export { withQueuedEvents } from './calendar';
