import { messages } from '../messages/ko';

export function remoteLabel(name: string): string {
  return Object.hasOwn(messages.remoteNames, name) ? messages.remoteNames[name] : name;
}
