import { startRegistry } from './mf/start';

// The registry and the opened route's remote start loading now, in parallel with the bootstrap chunk.
const registry = startRegistry();
// Async boundary: shared singletons must be negotiated before any React code runs.
import('./bootstrap').then(({ start }) => start(registry));
