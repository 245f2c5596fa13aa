// main.ts listens before migrations and seeding finish, so a load balancer or a reloading browser
// gets a clear 503 text (the client shows it on /startup-error) instead of a refused connection.
export const STARTING_MESSAGE = 'Server is starting';

export type StartGate = {
  /** Null once the server is ready; otherwise the text answered with 503. */
  blockedMessage(): string | null;
  setMessage(message: string): void;
  markReady(): void;
};

export function createStartGate(initialMessage = STARTING_MESSAGE): StartGate {
  let message: string | null = initialMessage;
  return {
    blockedMessage: () => message,
    setMessage(next: string) {
      message = next;
    },
    markReady() {
      message = null;
    },
  };
}
