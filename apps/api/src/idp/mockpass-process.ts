import { createRequire } from 'node:module';

/**
 * Runs MockPass (the government's Singpass/Corppass mock) bound to 127.0.0.1 only.
 * Started by the API as a child process in the embedded mode; argv[2] is the port.
 */
const require = createRequire(import.meta.url);
const { app } = require('@opengovsg/mockpass/app') as {
  app: { listen(port: number, host: string, callback: () => void): unknown };
};

// MockPass's async Express handlers reject on a malformed request (an unknown authorization code);
// Node would end the process on the unhandled rejection, taking the portal's sign-in down with it.
process.on('unhandledRejection', (error) => {
  console.error('MockPass could not handle a request:', error);
});

const port = Number(process.argv[2]);
app.listen(port, '127.0.0.1', () => {
  process.send?.({ listening: port });
});
