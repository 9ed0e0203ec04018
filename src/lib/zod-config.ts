import { z } from 'zod';

// zod 4 probes `new Function('')` for its JIT parser; under the strict CSP (no 'unsafe-eval')
// that probe is reported as a violation. The interpreted parser is fast enough in the browser.
z.config({ jitless: true });
