import { messages } from '../../../messages/ko';
import type { JsonSyntaxProblem } from './process-json';

/** '3행 12열: 쉼표 뒤에 값이 없습니다' (the formatter's and the comparer's one wording). */
export const jsonProblemText = (p: JsonSyntaxProblem): string =>
  messages.jsonSyntax.at(p.line, p.column, messages.jsonSyntax.reasons[p.reason]);
