/** Signals from the client to the shell (the client never navigates by itself). */
type Handler = () => void;
const expiredHandlers = new Set<Handler>();

export function onSessionExpired(handler: Handler): () => void {
  expiredHandlers.add(handler);
  return () => expiredHandlers.delete(handler);
}

export function emitSessionExpired(): void {
  for (const handler of expiredHandlers) handler();
}
