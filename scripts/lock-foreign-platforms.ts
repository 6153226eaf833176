// Runs after every `npm install` and `npm ci` (postinstall): records in package-lock.json the
// platform packages the registry here does not serve (foreign-platforms.ts), and writes nothing
// when the lock is complete.
import { readFileSync, writeFileSync } from 'node:fs';
import { type Lock, recordForeignPlatforms } from './foreign-platforms.ts';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
const added = recordForeignPlatforms(lock);
if (added > 0) {
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: recorded ${added} package(s) for other platforms`);
}
