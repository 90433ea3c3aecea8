let next = 0;

/** A fresh client address per call, so per-address rate limits do not join unrelated test requests. */
export function freshAddress(): string {
  next += 1;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
}
