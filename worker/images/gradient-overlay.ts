/**
 * A 1×64 strip from clear at the top to 70% black at the foot (eased), stretched over a cropped
 * rendition for the `gradient` option of docs/spec-checklist.md 3 §7. Made once with sharp; 219 bytes.
 */
const STRIP =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAABACAYAAADbER1AAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAjUlEQVQY003EP4vBAQAA0J9/IZEkSUpKSkopKaUMSillUAZlMCiDwaAMhhtuuOEWg8FgMVgMFl9Qb5E3vCD4FvoUVkRRxRRXQkmllFZGWeWUV0FFlVRWRVXVVFdDTbXUVkdd9dTXQEONNNZEU80010JLrbTWRlvttNdBR/3oV3/610lnXXTVTXc99NTrDdcmET6e0hEBAAAAAElFTkSuQmCC';

export const gradientStrip = (): ReadableStream<Uint8Array> =>
  new Blob([Uint8Array.from(atob(STRIP), (char) => char.charCodeAt(0))]).stream();
