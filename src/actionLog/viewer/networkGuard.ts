/**
 * The replay viewer renders real pages, which would call the API; a tester must never reach a server
 * (the patient's data is not hers to see, and a replay must not book or pay). Every way a page can
 * send a request is switched off until the returned function switches it back on.
 */
export const NETWORK_OFF_MESSAGE = 'Reproducción sin red: ninguna petición sale del navegador';

export function switchNetworkOff(target: typeof globalThis = globalThis): () => void {
  const saved = {
    fetch: target.fetch,
    xhrSend: target.XMLHttpRequest?.prototype.send,
    WebSocket: target.WebSocket,
    EventSource: (target as { EventSource?: unknown }).EventSource,
    sendBeacon: target.navigator?.sendBeacon,
  };
  const refuse = () => {
    throw new TypeError(NETWORK_OFF_MESSAGE);
  };
  target.fetch = (() => Promise.reject(new TypeError(NETWORK_OFF_MESSAGE))) as typeof fetch;
  if (target.XMLHttpRequest) target.XMLHttpRequest.prototype.send = refuse;
  if (target.WebSocket) target.WebSocket = refuse as unknown as typeof WebSocket;
  if (saved.EventSource) (target as { EventSource?: unknown }).EventSource = refuse;
  if (target.navigator?.sendBeacon) target.navigator.sendBeacon = () => false;
  return () => {
    target.fetch = saved.fetch;
    if (saved.xhrSend) target.XMLHttpRequest.prototype.send = saved.xhrSend;
    if (saved.WebSocket) target.WebSocket = saved.WebSocket;
    if (saved.EventSource) (target as { EventSource?: unknown }).EventSource = saved.EventSource;
    if (saved.sendBeacon) target.navigator.sendBeacon = saved.sendBeacon;
  };
}
