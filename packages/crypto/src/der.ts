// A minimal DER reader: just enough to walk an RSA public key. A general ASN.1 library would
// add more to the sign-in route than the whole RSA code it serves.

import { bytesToBigInt } from './bigint';

export const DER_TAG = {
  integer: 0x02,
  bitString: 0x03,
  null: 0x05,
  objectIdentifier: 0x06,
  sequence: 0x30,
} as const;

/** One DER element: its tag and its content bytes. */
export interface DerElement {
  readonly tag: number;
  readonly content: Uint8Array;
}

export class DerError extends Error {
  override name = 'DerError';
}

/** Reads the element starting at `offset`; returns it and the offset just after it. */
export function readElement(bytes: Uint8Array, offset: number): { element: DerElement; next: number } {
  const tag = bytes[offset];
  const first = bytes[offset + 1];
  if (tag === undefined || first === undefined) throw new DerError('truncated element header');
  let length = first;
  let start = offset + 2;
  if (first & 0x80) {
    const lengthBytes = first & 0x7f;
    // Four length bytes already allow 4 GiB; more (or the indefinite form, 0x80) is not DER for a key.
    if (lengthBytes === 0 || lengthBytes > 4) throw new DerError('unsupported length encoding');
    length = 0;
    for (let i = 0; i < lengthBytes; i++) {
      const byte = bytes[start + i];
      if (byte === undefined) throw new DerError('truncated length');
      length = length * 256 + byte;
    }
    start += lengthBytes;
  }
  const end = start + length;
  if (end > bytes.length) throw new DerError('element runs past the end of the data');
  return { element: { tag, content: bytes.subarray(start, end) }, next: end };
}

/** Reads exactly one element spanning all of `bytes` and checks its tag. */
export function readSingle(bytes: Uint8Array, tag: number, what: string): DerElement {
  const { element, next } = readElement(bytes, 0);
  if (next !== bytes.length) throw new DerError(`unexpected bytes after ${what}`);
  return expectTag(element, tag, what);
}

/** The children of a constructed element (e.g. a SEQUENCE), in order. */
export function readChildren(parent: DerElement): DerElement[] {
  const children: DerElement[] = [];
  let offset = 0;
  while (offset < parent.content.length) {
    const { element, next } = readElement(parent.content, offset);
    children.push(element);
    offset = next;
  }
  return children;
}

export function expectTag(element: DerElement | undefined, tag: number, what: string): DerElement {
  if (element === undefined) throw new DerError(`missing ${what}`);
  if (element.tag !== tag) {
    throw new DerError(`${what} has tag 0x${element.tag.toString(16)}, expected 0x${tag.toString(16)}`);
  }
  return element;
}

/** A non-negative INTEGER's value (RSA moduli and exponents are positive). */
export function readUnsignedInteger(element: DerElement | undefined, what: string): bigint {
  const { content } = expectTag(element, DER_TAG.integer, what);
  const top = content[0];
  if (top === undefined) throw new DerError(`${what} is empty`);
  if (top & 0x80) throw new DerError(`${what} is negative`);
  return bytesToBigInt(content);
}
