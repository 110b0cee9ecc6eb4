/**
 * Load for the SIGTERM checks (e2e/resilience.spec.ts, scripts/soak.ts): `workers` loops each fetch `url`
 * and read its body, one request after another, until stop() is called or the server refuses a connection
 * (it has stopped listening, as it should after draining). `record` gets when each request was sent and
 * what came of it: the status, or the connection error's code.
 */
export function loadUntilRefused(url: string, workers: number, record: (sentAt: number, outcome: string) => void): { stop(): Promise<void> } {
  let stopping = false;
  const loop = async () => {
    while (!stopping) {
      const sentAt = Date.now();
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        record(sentAt, String(response.status));
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        record(sentAt, code);
        if (code === 'ECONNREFUSED') return;
      }
    }
  };
  const running = Promise.all(Array.from({ length: workers }, loop));
  return {
    async stop() {
      stopping = true;
      await running;
    },
  };
}
