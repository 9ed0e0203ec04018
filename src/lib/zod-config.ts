import { z } from 'zod';

// zod 4 probes `new Function('')` for its JIT parser; under the strict CSP (no 'unsafe-eval')
// that probe is reported as a violation. The interpreted parser is fast enough in the browser.
// Schemas built while their chunk loads come before this line: public/boot.js sets the
// same option earlier, from index.html (the e2e journey tests/e2e/audit.spec.ts checks the CSP).
z.config({ jitless: true });
