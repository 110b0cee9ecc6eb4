// Made-up speed figures for a demonstration of the staff page (scripts/support/demo-vitals.ts), marked as
// such on the page. Run it where the server's build is (or with its NEXT_DIST_DIR).
//
//   npm run seed-vitals              writes them for the 35 days ending today (again: replaces them)
//   npm run seed-vitals -- --clear   deletes them
import { clearDemoVitals, writeDemoVitals } from './support/demo-vitals';

async function main(): Promise<void> {
  if (process.argv.includes('--clear')) {
    console.log(`Removed the demonstration figures from ${await clearDemoVitals()}`);
    return;
  }
  const { dir, first, last } = await writeDemoVitals();
  console.log(`Wrote made-up figures for ${first} to ${last} in ${dir}; the staff page marks them as a demonstration.`);
}

void main();
