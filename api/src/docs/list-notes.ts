/** What every whole-list GET says about its body (cache/json-array-stream.ts). */
export const STREAMED_LIST_NOTE =
  '매개변수 없이 호출하면 계정 한도까지의 전체 배열을 데이터베이스 커서에서 chunked 전송으로 스트리밍합니다 (Content-Length 없음). 작은 목록은 캐시에서 한 번에 응답합니다.';
