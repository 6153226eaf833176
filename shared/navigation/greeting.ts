/** spec 1 §9 "Greeting by local hour": before 12 morning, 12 to 16 afternoon, 17 and later evening. */
export const greetingFor = (localHour: number): string => (localHour < 12 ? 'Good morning' : localHour < 17 ? 'Good afternoon' : 'Good evening');
