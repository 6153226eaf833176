/** docs/spec-checklist.md 1 §9 "Greeting by local hour": before 12 morning, 12 to 16 afternoon, 17 and later evening. */
export const greetingFor = (localHour: number): string =>
  localHour < 12 ? 'Good morning' : localHour < 17 ? 'Good afternoon' : 'Good evening';

/** "Good evening, Ada": the greeting and the reader's first name, on home and in the legacy bar. */
export const greetingLine = (name: string, localHour: number): string =>
  `${greetingFor(localHour)}, ${name.split(' ')[0] ?? name}`;
