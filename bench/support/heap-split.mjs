// A page's JS heap after a forced GC, split by a heap snapshot into what the page's code holds and
// what it does not: V8's compiled code (which grows while the JIT warms up and is flushed under
// pressure) and what DevTools itself keeps because a measurement is watching (its network
// records of every answer, the performance timeline's buffered entries). A leak of the page shows
// in `appMb`; the bench's JSHeapUsedSize moves with all three.

/** Natives DevTools or the performance timeline keep for the observer, not for the page. */
const MEASURING =
  /^(blink::NetworkResourcesData|blink::ScriptTimingInfo|Performance[A-Z]|TaskAttributionTiming)/;

/**
 * @param {{ snapshot: { meta: { node_fields: string[], node_types: [string[]] } }, nodes: number[], strings: string[] }} snapshot
 * @returns {{ appMb: number, codeMb: number, measuringMb: number }}
 */
export function splitHeap(snapshot) {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  let app = 0;
  let code = 0;
  let measuring = 0;
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]];
    const size = snapshot.nodes[i + sizeAt];
    if (type === 'code') code += size;
    else if (type === 'native' && MEASURING.test(snapshot.strings[snapshot.nodes[i + nameAt]]))
      measuring += size;
    else app += size;
  }
  const mb = (bytes) => Math.round((bytes / 2 ** 20) * 100) / 100;
  return { appMb: mb(app), codeMb: mb(code), measuringMb: mb(measuring) };
}

/** Takes a heap snapshot of the page behind `cdp` (after a forced GC) and splits it. */
export async function heapSplitOf(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const collect = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  return splitHeap(JSON.parse(chunks.join('')));
}
