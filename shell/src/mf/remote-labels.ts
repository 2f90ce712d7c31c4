import { messages } from '../messages/ko';

export function remoteLabel(name: string): string {
  return messages.remoteNames[name as keyof typeof messages.remoteNames] ?? name;
}
