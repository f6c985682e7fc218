// Conversions between big-endian unsigned bytes and bigint, as RSA (RFC 8017 OS2IP/I2OSP) needs.

/** Big-endian unsigned bytes → bigint. */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  const hex = bytesToHex(bytes);
  return hex === '' ? 0n : BigInt(`0x${hex}`);
}

/** Lower-case hex, two digits per byte. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** bigint → big-endian unsigned bytes, left-padded with zeros to exactly `length` bytes. */
export function bigIntToBytes(value: bigint, length: number): Uint8Array {
  const hex = value.toString(16).padStart(length * 2, '0');
  if (hex.length > length * 2) throw new RangeError(`value does not fit in ${length} bytes`);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
